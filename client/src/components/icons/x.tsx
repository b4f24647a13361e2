import { lineIcon } from './icon';

export const X = /* @__PURE__ */ lineIcon('M18 6 6 18M6 6l12 12');
