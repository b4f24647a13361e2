import { lineIcon } from './icon';

export const CircleMinus = /* @__PURE__ */ lineIcon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M8 12h8');
