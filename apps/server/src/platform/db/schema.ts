// Every Drizzle table, gathered for the client and for drizzle-kit.
export * from "../../modules/accounts/tables";
export * from "../../modules/cart/tables";
export * from "../../modules/catalogue/tables";
export * from "../../modules/content/tables";
export * from "../../modules/documents/tables";
export * from "../../modules/folders/tables";
export * from "../../modules/orders/tables";
export * from "../../modules/payments/tables";
export * from "../../modules/settings/tables";
export * from "../../modules/subscriptions/tables";
export * from "../audit/tables";
export * from "../rate-limit/tables";
export * from "../secrets-table";
