/**
 * The error and success catalogue of spec 000 §8 and spec 001 §8, word for word
 * (spellings included). New messages are added here, never inlined.
 */
export const messages = {
  // generic
  somethingWentWrong: "Something Went Wrong.",
  somethingWentWrongNoDot: "Something Went Wrong",
  somethingWentWrongLower: "Something went wrong",
  somethingWentWrongPublish: "Something went Wrong",
  somethingWentWrongExport: "Something Went wrong",
  networkFailure: "Somthing went wrong",
  oopsSomethingWentWrong: "OOPs! Somthing went wrong",
  invalidRequest: "Invalid request",
  noRecordsFound: "No records found",
  // added for the platform (not in the specification; see docs/decisions)
  notFound: "Not found.",
  invalidJson: "The request body is not valid JSON.",
  bodyTooLarge: "The request is too large.",
  validationFailed: "Please check the highlighted fields.",
  sessionExpired: "Your session has expired. Please sign in again.",
  notAllowed: "You do not have permission to do that.",
  tooManyRequests: "Too many attempts. Please wait a moment and try again.",
  conflict: "This document was changed by someone else. Reload it to see their changes, then save again.",
  unsupportedFileType: "This file type is not allowed.",
  // login and session
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  invalidEmailOrPassword: "Invalid email or password",
  companyDomainNotAvailable: "Company domain name not available",
  loggedIn: "You have logged in successfully",
  loggedOut: "You have logged out successfully",
  // sign-up
  allFieldsRequired: "All fields are required",
  validEmailRequired: "Valid Email is required",
  checkEmailFormat: "Please check your email format",
  passwordsMustMatch: "Password and Confirm password should be same",
  phoneFormatIncorrect: "Phone number format is incorrect",
  registeredSuccessfully: "Registered Successfully.",
  otpSent: "OTP has been sent to your registered mail successfully.",
  otpResent: "OTP has been successfully resent to your registered email",
  enterCorrectOtp: "Enter correct otp",
  otpVerified: "OTP verified successfully",
  currentPasswordWrong: "Your current password is not correct",
  emailTaken: "This email address is already registered",
  subdomainTaken: "This subdomain is already taken",
  subdomainLettersDigits: "Subdomain may contain letters and digits only",
  subdomainReserved: "This subdomain is not available",
  // forgot password
  invalidEmail: "Invalid email",
  otpWillBeSent: "An OTP will be send to your registered email address",
  newPasswordUpdated: "New password updated successfully",
  resetLinkExpired: "Reset password link was expired",
  pleaseCheckEmail: "Please Check your Email",
  pleaseCheckEmailDot: "Please Check your Email.",
  // uploads and profile
  notUploaded: "Not Uploaded.",
  notDeleted: "Not Deleted.",
  successfullyUploaded: "Successfully Uploaded.",
  successfullyDeleted: "SuccessFully Deleted.",
  imageTooBig: "Image is bigger than 300px * 300px please reupload",
  profileUpdated: "My profile Updated Successfully.",
  editRequestSent: "Edit request sent successfully",
  // contact
  contactSubmitted: "Contact us submitted successfully",
  contactNotSubmitted: "Contact us not submitted",
  // cart, catalogue and payment
  addedToCart: "Subscription or Package successfully added in cart",
  alreadyInCart: "already added in cart",
  alreadySubscribed: "Already subscribed to this package",
  removedFromCart: "Package successfully removed from cart",
  noSubscriptionFound: "No Subscription Found",
  paymentFailed: "Payment Failed.",
  paymentCompleted: "Payment Successfully Completed.",
  paymentSuccessful: "Payment successful.",
  subscriptionAdded: "Subscription Added Successfully.",
  subscriptionRenewed: "Subscription Renewaled Successfully.",
  documentManagementRenewed: "Document Management Renewed Successfully.",
  // documents and folders
  documentDownloaded: "Document downloaded successfully",
  documentDownloadedTitle: "Document Downloaded Successfully",
  folderCreated: "Folder has been created",
  folderUpdated: "Folder has been updated successfully.",
  documentCreated: "Document has been created",
  documentSetupSaved: "Document setup changes has been saved",
  otherFilesUpdated: "Other files has been updated successfully",
  otherFilesUploaded: "Other files has been uploaded",
  fileUpdated: "File Updated Successfully.",
  documentSaved: "Document has been saved successfully",
  folderDeleted: "Folder has been deleted",
  documentDeleted: "Document has been deleted successfully",
  documentRestored: "Document has been restored successfully",
  folderRestored: "Folder has been restored",
  questionEmpty: "Question is Empty",
  questionAdded: "Question has been Added",
  questionDeleted: "Question Deleted Successfully",
  fileCreated: "File Created",
  newFolderCreated: "New Folder Created Sucessfully",
  fileCreatedLower: "File created sucessfully",
  generatingWord: "Generating Word",
  generatingPdf: "Generating PDF",
  generatingPdfFile: "Generating PDF file",
  // My Files
  enterFileName: "Please Enter File Name",
  fillRequiredFields: "Please fill the required fields",
  selectFolder: "Please Select Folder",
  // banners and popups
  noActiveSubscription: "You do not currently have an active subscription, please subscribe",
  completeOrganisationDetails: "Please complete your organisation details to customise your documents",
  unreadPolicies: "You have an unread policies. You must read the Policies/documents.",
  thankYouForPurchase: "Thank You for Your Purchase!",
  offerExpired: "Offer expired!",
} as const;

export type MessageKey = keyof typeof messages;
export type Message = (typeof messages)[MessageKey];

/** Centred popups close after 2 s, except these three (spec 000 §4 Popups). */
export const stickyMessages: readonly string[] = [
  messages.newPasswordUpdated,
  messages.resetLinkExpired,
  messages.imageTooBig,
];
