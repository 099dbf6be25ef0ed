// @ts-self-types="./types.d.ts"
export {};
