export * from "./sanitise";
export * from "./variables";
