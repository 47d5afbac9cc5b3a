import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A failure the server explained (status 0, 401, 403, 404 …) will not change on retry.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.kind !== "network") && failureCount < 2,
    },
  },
});
