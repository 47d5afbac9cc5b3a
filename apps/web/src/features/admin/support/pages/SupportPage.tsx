import { type ConversationStatus, chatPollSeconds } from "@cloudoc/contract";
import { Badge } from "@mantine/core";
import { IconMessages } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AdminPage } from "../../ui/AdminPage";
import { type FilterOption, FilterSelect, ListToolbar } from "../../ui/ListToolbar";
import { PagedList } from "../../ui/PagedList";
import { useListFilters } from "../../ui/use-list-filters";
import { ConversationDrawer } from "../components/ConversationDrawer";
import { ConversationTable } from "../components/ConversationTable";
import { fetchConversations, supportKeys } from "../queries/support";
import { useSupportLive } from "../use-support-live";

type StatusFilter = ConversationStatus | "all";
const statusOptions: FilterOption<StatusFilter>[] = [
  { value: "all", label: "Every status" },
  { value: "open", label: "Waiting" },
  { value: "answered", label: "Answered" },
  { value: "closed", label: "Closed" },
];

/** Live chats, out-of-hours messages and Short Help Form questions, latest first (decision 033). */
export function SupportPage() {
  const list = useListFilters<{ status: StatusFilter }>({ status: "all" });
  const [openId, setOpenId] = useState<string | null>(null);
  useSupportLive();
  const input = { ...list.input, status: list.filters.status === "all" ? undefined : list.filters.status };
  const conversations = useQuery({
    queryKey: [...supportKeys.list, input],
    queryFn: () => fetchConversations(input),
    placeholderData: keepPreviousData,
    refetchInterval: chatPollSeconds * 1000,
  });
  const waiting = conversations.data?.open ?? 0;

  return (
    <AdminPage title="Support" heading="Support">
      {waiting > 0 && (
        <Badge color="orange" variant="filled" size="lg" radius="sm">
          {waiting} waiting for a reply
        </Badge>
      )}
      <ListToolbar
        searchLabel="Search conversations"
        searchPlaceholder="Name, email or company"
        searchWidth={320}
        list={list}
      >
        <FilterSelect label="Status" options={statusOptions} {...list.field("status")} width={200} />
      </ListToolbar>
      <PagedList
        query={conversations}
        noun="conversations"
        list={list}
        emptyIcon={<IconMessages size={30} aria-hidden="true" />}
        emptyText={list.input.search ? "Nothing matches the search." : "Nothing has arrived yet."}
      >
        {(data) => <ConversationTable items={data.list} onOpen={(item) => setOpenId(item._id)} />}
      </PagedList>
      <ConversationDrawer id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
