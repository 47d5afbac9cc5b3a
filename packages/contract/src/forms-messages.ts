/** Web forms' limits and messages (issue 17, decision 030); the calls' schemas are in forms.ts. */

export const webFormLimits = {
  fields: 100,
  /** File and photo fields of one form: each answer is a file of the submission. */
  fileFields: 10,
  signatureFields: 5,
  options: 30,
  titleLength: 200,
  labelLength: 300,
  helpLength: 2000,
  optionLength: 200,
  shortAnswerLength: 500,
  longAnswerLength: 10_000,
  notifyUsers: 20,
  /** Submissions per page of the completions list. */
  pageSize: 25,
  /** A file or photo answer. */
  fileBytes: 5 * 1024 * 1024,
  /** A drawn signature as a PNG data URL (a phone's canvas export is a few tens of kilobytes). */
  signatureLength: 300_000,
  /** The answers as JSON in the submission's form (five signatures and long text fit well under). */
  answersLength: 2_000_000,
} as const;

export const webFormMessages = {
  created: "The form has been created.",
  saved: "The form has been saved.",
  published: "The form has been published.",
  unpublished: "The form has been unpublished. It can no longer be filled in.",
  submitted: "Thank you. Your form has been sent.",
  titleRequired: "Please enter the form's title.",
  titleTooLong: `The title can be at most ${webFormLimits.titleLength} characters.`,
  descriptionTooLong: `The description can be at most ${webFormLimits.helpLength.toLocaleString("en-GB")} characters.`,
  labelRequired: "Please enter a question for every field.",
  labelTooLong: `A question can be at most ${webFormLimits.labelLength} characters.`,
  helpTooLong: `A help text can be at most ${webFormLimits.helpLength.toLocaleString("en-GB")} characters.`,
  optionsRequired: "Please give every choice field at least two options.",
  optionsTooMany: `A choice field can have at most ${webFormLimits.options} options.`,
  optionInvalid: `Each option needs text, at most ${webFormLimits.optionLength} characters.`,
  optionsRepeated: "Each option of a choice field must be different.",
  fieldIdInvalid: "A field's id is not valid.",
  fieldsRepeated: "Each field needs its own id.",
  tooManyFields: `A form can have at most ${webFormLimits.fields} fields.`,
  tooManyFileFields: `A form can have at most ${webFormLimits.fileFields} photo or file fields.`,
  tooManySignatureFields: `A form can have at most ${webFormLimits.signatureFields} signature fields.`,
  numberRangeInvalid: "The smallest number allowed must not be more than the largest.",
  noQuestions: "Please add at least one question before publishing.",
  tooManyNotified: `You can choose at most ${webFormLimits.notifyUsers} people to notify.`,
  starterUnknown: "That starter form does not exist.",
  stale:
    "This form was changed by someone else since you opened it. Please reload it and make your changes again.",
  formChanged:
    "This form was changed while you were filling it in. Please reload the page; your answers are kept.",
  notPublic: "This form can only be filled in by staff signed in to the organisation's site.",
  notOpen: "This form is not open for filling in.",
  answersInvalid: "Some answers are not valid. Please check the form.",
  answerRequired: "Please answer this question.",
  answerTooLong: "This answer is too long.",
  numberInvalid: "Please enter a number.",
  numberTooSmall: "This number is smaller than allowed.",
  numberTooLarge: "This number is larger than allowed.",
  dateInvalid: "Please enter a valid date.",
  timeInvalid: "Please enter a valid time (hours and minutes).",
  choiceInvalid: "Please choose one of the options.",
  yesNoInvalid: "Please answer yes or no.",
  signatureInvalid: "Please sign in the box.",
  fileInvalid: "Please attach an image (JPEG, PNG, GIF or WebP) or a PDF.",
  fileTooLarge: `Each file can be at most ${webFormLimits.fileBytes / 1024 / 1024} MB.`,
  nameRequired: "Please enter your name.",
  botCheckFailed: "We could not check that you are not a robot. Please try again.",
  notifyTitle: "New form submission",
} as const;
