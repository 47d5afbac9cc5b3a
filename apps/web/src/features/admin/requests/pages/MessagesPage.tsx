import type { ContactMessageItem, ContactMessageKind } from "@cloudoc/contract";
import { Anchor, Badge, Tabs } from "@mantine/core";
import { IconCalendarEvent, IconMail } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../../lib/format";
import { AdminPage } from "../../ui/AdminPage";
import { PagedList } from "../../ui/PagedList";
import { useListFilters } from "../../ui/use-list-filters";
import { MessageTable } from "../components/MessageTable";
import { RequestFilters, type StatusFilter, statusInput } from "../components/RequestFilters";
import { Fact, StatusDrawer } from "../components/StatusDrawer";
import { fetchMessages, fetchRequestCounts, requestKeys, setMessageStatus } from "../queries/requests";

const isKind = (value: string | null): value is ContactMessageKind => value === "contact" || value === "demo";

function MessageFacts({ message }: { message: ContactMessageItem }) {
  return (
    <>
      <Fact label="From">
        {message.name} (<Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>)
        {message.phone ? `, ${message.phone}` : ""}
      </Fact>
      <Fact label="Organisation">{message.companyName || "Not given"}</Fact>
      <Fact label="Topic">{message.topic || "General enquiry"}</Fact>
      {message.kind === "demo" && (
        <Fact label="Preferred time">{message.preferredTime || "See the message"}</Fact>
      )}
      <Fact label="Received">{formatDate(message.createdAt)}</Fact>
      <Fact label="Message">{message.message}</Fact>
    </>
  );
}

/** Contact-us messages and demo bookings, one tab each; new ones counted on the tabs. */
export function MessagesPage() {
  const [kind, setKind] = useState<ContactMessageKind>("contact");
  const list = useListFilters<{ status: StatusFilter }>({ status: "all" });
  const [open, setOpen] = useState<ContactMessageItem | null>(null);
  const input = { ...list.input, kind, status: statusInput(list.filters.status) };
  const messages = useQuery({
    queryKey: [...requestKeys.messages, input],
    queryFn: () => fetchMessages(input),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery({ queryKey: requestKeys.counts, queryFn: fetchRequestCounts });
  const newCount = (n: number | undefined) =>
    n ? (
      <Badge size="sm" circle aria-label={`${n} new`}>
        {n}
      </Badge>
    ) : null;

  return (
    <AdminPage title="Messages and demos" heading="Messages and demo bookings">
      <Tabs
        value={kind}
        onChange={(value) => {
          if (!isKind(value)) return;
          setKind(value);
          list.setPage(1);
        }}
      >
        <Tabs.List>
          <Tabs.Tab
            value="contact"
            leftSection={<IconMail size={16} aria-hidden="true" />}
            rightSection={newCount(counts.data?.contactMessages)}
          >
            Contact messages
          </Tabs.Tab>
          <Tabs.Tab
            value="demo"
            leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
            rightSection={newCount(counts.data?.demoBookings)}
          >
            Demo bookings
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <RequestFilters
        searchLabel="Search messages"
        searchPlaceholder="Name, e-mail or organisation"
        list={list}
      />
      <PagedList
        query={messages}
        noun={kind === "demo" ? "demo bookings" : "messages"}
        pagerNoun={kind === "demo" ? "bookings" : "messages"}
        list={list}
        emptyIcon={
          kind === "demo" ? (
            <IconCalendarEvent size={30} aria-hidden="true" />
          ) : (
            <IconMail size={30} aria-hidden="true" />
          )
        }
        emptyText={list.input.search ? "Nothing matches the search." : "Nothing has arrived yet."}
      >
        {(data) => <MessageTable kind={kind} messages={data.list} onOpen={setOpen} />}
      </PagedList>
      <StatusDrawer
        title={open ? `${open.kind === "demo" ? "Demo booking" : "Message"} from ${open.name}` : "Message"}
        record={open}
        save={setMessageStatus}
        invalidate={[requestKeys.all]}
        onClose={() => setOpen(null)}
      >
        {open && <MessageFacts message={open} />}
      </StatusDrawer>
    </AdminPage>
  );
}
