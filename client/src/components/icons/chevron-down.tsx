import { lineIcon } from './icon';

export const ChevronDown = /* @__PURE__ */ lineIcon('m6 9 6 6 6-6');
