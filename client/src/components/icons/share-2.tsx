import { lineIcon } from './icon';

export const Share2 = /* @__PURE__ */ lineIcon(
  'M15 5a3 3 0 1 0 6 0a3 3 0 1 0-6 0M3 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0M15 19a3 3 0 1 0 6 0a3 3 0 1 0-6 0M8.59 13.51L15.42 17.49M15.41 6.51L8.59 10.49',
);
