import { lineIcon } from './icon';

export const ExternalLink = /* @__PURE__ */ lineIcon(
  'M15 3h6v6M10 14 21 3m-3 10v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
);
