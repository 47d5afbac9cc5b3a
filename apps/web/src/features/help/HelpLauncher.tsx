import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { helpPanelOf, helpParam } from "./help-links";

const HelpFormModal = lazy(() => import("./components/HelpFormModal"));
const ChatPanel = lazy(() => import("./components/ChatPanel"));

/**
 * Opens Get Help's form or chat when a link asks with `?help=form|chat`, then takes the parameter
 * out of the address so the chat stays open while the visitor moves between pages. Nothing of
 * either loads before it is asked for.
 */
export function HelpLauncher() {
  const [params, setParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const asked = helpPanelOf(params.get(helpParam));

  useEffect(() => {
    if (!asked) return;
    if (asked === "form") setFormOpen(true);
    else setChatOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(helpParam);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [asked, setParams]);

  return (
    <Suspense fallback={null}>
      {formOpen && <HelpFormModal onClose={() => setFormOpen(false)} />}
      {chatOpen && <ChatPanel onClose={() => setChatOpen(false)} />}
    </Suspense>
  );
}
