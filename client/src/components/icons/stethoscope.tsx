import { circle, lineIcon } from './icon';

export const Stethoscope = /* @__PURE__ */ lineIcon(
  `M11 2v2M5 2v2M5 3H4a2 2 0 0 0-2 2v4a6 6 0 0 0 12 0V5a2 2 0 0 0-2-2h-1M8 15a6 6 0 0 0 12 0v-3${circle(20, 10, 2)}`,
);
