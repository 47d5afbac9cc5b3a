import { Button, type ButtonProps, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { useSiteSettings } from "../../site-settings";

/**
 * Get a Demo (spec 000 §1, §2): the scheduling widget at the settings' address, in a new tab;
 * without one, the contact page with the demo topic chosen.
 */
export function GetDemoButton(props: ButtonProps) {
  const booking = useSiteSettings().demo_booking_url;
  if (booking)
    return (
      <Button component="a" href={booking} target="_blank" rel="noopener noreferrer" {...props}>
        Get a Demo
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
    );
  return (
    <Button component={Link} to="/contact-us" state={{ topic: "demo" }} {...props}>
      Get a Demo
    </Button>
  );
}
