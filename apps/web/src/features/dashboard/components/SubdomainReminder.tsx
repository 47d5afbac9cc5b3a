import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useSessionStorage } from "@mantine/hooks";
import { useNavigate } from "react-router";
import { useUserProfile } from "../../../lib/use-account";
import { useSession } from "../../../lib/use-session";
import { needsSubdomain } from "../dashboard-rules";

const dismissedKey = "cloudoc.subdomainReminderDismissed";

/**
 * The subdomain reminder (spec 000 §2 Other popups, §4: a company without a subdomain raises the
 * flag): the owner is asked once a session to set one, with Go to Profile. Staff users cannot
 * change the organisation's details, so they are not asked.
 */
export function SubdomainReminder() {
  const navigate = useNavigate();
  const { userRole } = useSession();
  const profile = useUserProfile();
  const [dismissed, setDismissed] = useSessionStorage<boolean>({
    key: dismissedKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const opened = userRole === "company" && !dismissed && needsSubdomain(profile);
  const close = () => setDismissed(true);
  return (
    <Modal opened={opened} onClose={close} title="Your organisation needs a subdomain" centered>
      <Stack gap="md">
        <Text size="sm">
          Your staff and employees sign in on your organisation's own Cloudoc address, made from its
          subdomain. Choose one in your organisation profile so they can reach your policies.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Later
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              close();
              void navigate("/company/profile", { state: { profileType: "companydetail" } });
            }}
          >
            Go to Profile
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
