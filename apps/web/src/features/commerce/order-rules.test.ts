import { describe, expect, it } from "vitest";
import { pageCount, rangeText } from "../../lib/list-rules";
import { isOrderSort, isOrderType, orderListRequest, ordersPageSize } from "./order-rules";

describe("orderListRequest", () => {
  it("pages by 10 and sorts newest first by default", () => {
    expect(orderListRequest({ page: 1, search: "", sort: "newest", type: "all" })).toEqual({
      skip: 0,
      limit: 10,
      type: "all",
      order_created: "desc",
      search: "",
      field: "createdAt",
    });
  });
  it("asks for later pages, trimmed searches, the total sort and a status", () => {
    expect(orderListRequest({ page: 3, search: "  ORD-12 ", sort: "total-low", type: "failed" })).toEqual({
      skip: 20,
      limit: 10,
      type: "failed",
      order_created: "asc",
      search: "ORD-12",
      field: "total",
    });
  });
  it("never asks for a negative skip", () => {
    expect(orderListRequest({ page: 0, search: "", sort: "oldest", type: "all" }).skip).toBe(0);
  });
});

describe("paging text", () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
  ])("%i orders fill %i pages", (total, pages) => {
    expect(pageCount(total, ordersPageSize)).toBe(pages);
  });
  it("says which orders are shown", () => {
    expect(rangeText(2, ordersPageSize, 10, 23, "orders")).toBe("Showing 11–20 of 23 orders");
    expect(rangeText(1, ordersPageSize, 1, 1, "orders")).toBe("Showing 1–1 of 1 order");
    expect(rangeText(1, ordersPageSize, 0, 0, "orders")).toBe("No orders");
  });
});

describe("select values", () => {
  it("accepts only known sorts and statuses", () => {
    expect(isOrderSort("total-high")).toBe(true);
    expect(isOrderSort("toString")).toBe(false);
    expect(isOrderType("paid")).toBe(true);
    expect(isOrderType(null)).toBe(false);
  });
});
