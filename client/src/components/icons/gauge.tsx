import { lineIcon } from './icon';

export const Gauge = /* @__PURE__ */ lineIcon('M12 14l4-4M3.34 19a10 10 0 1 1 17.32 0');
