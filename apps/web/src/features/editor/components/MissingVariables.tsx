import { findBusinessVariable } from "@cloudoc/contract";
import { Alert, Anchor, List, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";

/** The variables this document uses that have no value yet, each linking to the company profile. */
export function MissingVariables({ keys }: { keys: readonly string[] }) {
  if (keys.length === 0) {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} />} title="Every value is filled in">
        All the business details this document uses have a value.
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={keys.length === 1 ? "1 value is missing" : `${keys.length} values are missing`}
    >
      <Text size="sm" mb="xs">
        They show as highlighted gaps. Fill them in on your organisation profile:
      </Text>
      <List size="sm" spacing={4}>
        {keys.map((key) => (
          <List.Item key={key}>
            <Anchor component={Link} to="/company/profile" size="sm">
              {findBusinessVariable(key)?.label ?? key}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
