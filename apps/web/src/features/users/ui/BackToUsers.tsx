import { BackLink } from "../../../ui/people/PeoplePage";
import { userPaths } from "../paths";

export function BackToUsers() {
  return <BackLink to={userPaths.list}>System Users</BackLink>;
}
