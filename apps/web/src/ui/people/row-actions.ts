/** What a row's menu may hold; the icon type is the menu's own. */
export interface RowActionOf<I> {
  label: string;
  icon: I;
  onClick: () => void;
  /** Deactivate, delete: red, after a divider, last. */
  danger?: boolean;
}

/**
 * The allowed actions of a row menu in the order shown: the safe ones as listed, then the dangerous
 * ones (after a divider). `false` stands for an action the rules do not allow.
 */
export function menuOrder<A extends { danger?: boolean }>(actions: readonly (A | false)[]) {
  const shown = actions.filter((action): action is A => action !== false);
  return {
    safe: shown.filter((action) => !action.danger),
    dangerous: shown.filter((action) => action.danger),
  };
}
