import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { AuthPanel, type AuthView, authViewTitles } from "./AuthPanel";

/**
 * The sign-in/up modal the header's Sign In opens over the current page (spec 000 §2). The
 * address shows /login while it is open, so a reload lands on the sign-in page itself.
 */
export default function AuthModal({ onClose }: { onClose: () => void }) {
  const [view, setView] = useState<AuthView>("signIn");
  const narrow = useMediaQuery("(max-width: 36em)") ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={authViewTitles[view]}
      size={view === "signUp" ? 640 : 460}
      fullScreen={narrow}
      centered
      radius="lg"
      padding="xl"
      closeButtonProps={{ "aria-label": "Close" }}
      styles={{ title: { fontSize: "var(--mantine-font-size-xl)", fontWeight: 700 } }}
      transitionProps={{ duration: 150 }}
    >
      <AuthPanel view={view} onViewChange={setView} />
    </Modal>
  );
}
