import { lineIcon } from './icon';

export const ArrowLeft = /* @__PURE__ */ lineIcon('m12 19-7-7 7-7M19 12H5');
