import { lineIcon } from './icon';

export const ChevronLeft = /* @__PURE__ */ lineIcon('m15 18-6-6 6-6');
