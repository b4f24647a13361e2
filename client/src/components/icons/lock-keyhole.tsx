import { circle, lineIcon } from './icon';

export const LockKeyhole = /* @__PURE__ */ lineIcon(
  `${circle(12, 16, 1)}M5 10h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM7 10V7a5 5 0 0 1 10 0v3`,
);
