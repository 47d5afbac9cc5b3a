export * from "./compare";
export * from "./images";
export * from "./print";
export * from "./sanitise";
export * from "./variables";
export * from "./word";
