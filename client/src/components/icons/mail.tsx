import { lineIcon } from './icon';

export const Mail = /* @__PURE__ */ lineIcon(
  'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
);
