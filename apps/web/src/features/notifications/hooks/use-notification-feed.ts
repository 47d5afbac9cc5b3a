import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { feedItems, markRead, nextSkip } from "../notification-rules";
import { fetchNotifications, notificationKeys, openNotification } from "../queries/notifications-api";

type FeedPage = Awaited<ReturnType<typeof fetchNotifications>>;

/** The "New Updates" list, 10 at a time (See More loads the next 10), read while the popup is open. */
export function useNotificationFeed(enabled: boolean) {
  const feed = useInfiniteQuery({
    queryKey: notificationKeys.feed,
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextSkip(pages),
    enabled,
    staleTime: 30_000,
  });
  return { feed, items: feedItems(feed.data?.pages ?? []) };
}

/**
 * Opens one notification (POST /user/get-one/notification), which marks it read: the popup's list
 * shows it read at once; the bell's count and the notifications page are read again.
 */
export function useOpenNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openNotification,
    onSuccess: async (notification) => {
      client.setQueryData<{ pages: FeedPage[]; pageParams: number[] }>(notificationKeys.feed, (current) =>
        current ? { ...current, pages: markRead(current.pages, notification._id) } : current,
      );
      await Promise.all(
        [
          [...notificationKeys.all, "count"],
          [...notificationKeys.all, "page"],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}
