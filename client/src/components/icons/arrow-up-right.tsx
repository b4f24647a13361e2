import { lineIcon } from './icon';

export const ArrowUpRight = /* @__PURE__ */ lineIcon('M7 7h10v10M7 17 17 7');
