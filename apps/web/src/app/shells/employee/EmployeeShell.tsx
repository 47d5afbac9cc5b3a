import { Box, Container, Group } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { Link, NavLink, Outlet, useNavigate } from "react-router";
import { Logo } from "../../../ui/Logo";
import { SkipLink } from "../../../ui/SkipLink";
import classes from "./EmployeeShell.module.css";

/** The employee area: a simple header with the Policies link (spec 000 §2 After login). */
export function EmployeeShell() {
  const navigate = useNavigate();
  return (
    <>
      <SkipLink />
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.inner}>
          <Link to="/employee/policies" className={classes.logo} aria-label="Cloudoc, my policies">
            <Logo size={28} />
          </Link>
          <Group component="nav" aria-label="Employee menu" gap={4} wrap="nowrap">
            <NavLink to="/employee/policies" className={classes.link}>
              Policies
            </NavLink>
            <NavLink to="/employee/courses" className={classes.link}>
              Courses
            </NavLink>
            <button
              type="button"
              className={classes.link}
              aria-label="Logout"
              // Signing out's code (and the toasts it may show) loads when asked for, not with every page.
              onClick={() => void import("../../logout").then(({ logout }) => logout(navigate))}
            >
              <IconLogout size={18} aria-hidden="true" />
              <span className={classes.wideOnly}>Logout</span>
            </button>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </>
  );
}
