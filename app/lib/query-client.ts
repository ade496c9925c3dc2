/**
 * The one TanStack Query client, with the spec's data policy: 3 retries, back-off from 1 s doubling
 * to a 30 s cap, refetch on reconnect and on focus, unused data collected after 5 minutes.
 * Imported only by the features that fetch (search, the assistant), so it stays off the first load.
 */
import { QueryClient } from "@tanstack/react-query";

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 3,
      retryDelay,
      refetchOnReconnect: true,
      refetchOnWindowFocus: true,
      gcTime: 5 * 60 * 1000,
    },
  },
});
