export * from "./absent";
export * from "./accounts";
export * from "./business-variables";
export * from "./constants";
export * from "./envelope";
export * from "./messages";
export * from "./navigation";
export * from "./settings";
