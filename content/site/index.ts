export * from "./checklist";
export * from "./faq";
export * from "./knowledge";
export * from "./pages";
export * from "./samples";
export * from "./testimonials";
export * from "./updates";
