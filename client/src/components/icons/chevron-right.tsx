import { lineIcon } from './icon';

export const ChevronRight = /* @__PURE__ */ lineIcon('m9 18 6-6-6-6');
