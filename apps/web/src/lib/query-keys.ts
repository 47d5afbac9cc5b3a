/** Query keys shared by the screens that read, seed or refresh the signed-in user's data. */

/** The company's subscription state (POST /users/get/compdetails). */
export const companyStateKey = ["company-state"] as const;
/** The signed-in user's profile (POST /user/details), followed by the user id. */
export const userDetailsKey = "user-details";
