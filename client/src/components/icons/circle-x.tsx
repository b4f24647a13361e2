import { lineIcon } from './icon';

export const CircleX = /* @__PURE__ */ lineIcon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M15 9l-6 6M9 9l6 6');
