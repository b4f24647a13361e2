import { lineIcon } from './icon';

export const Info = /* @__PURE__ */ lineIcon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 16v-4M12 8h.01');
