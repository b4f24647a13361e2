// Stands in for a folder's media module in jest: importing it adds nothing, as the
// `virtual:media` stub answers for every key.
export {};
