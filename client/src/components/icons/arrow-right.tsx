import { lineIcon } from './icon';

export const ArrowRight = /* @__PURE__ */ lineIcon('M5 12h14m-7-7 7 7-7 7');
