export * from "./sanitise";
