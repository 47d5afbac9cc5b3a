import type { Audience, Nation } from "./types";

/**
 * Terms that belong to one nation's regulator, law, workforce regulator or vetting scheme. A
 * document sold in a package of another nation must not name them. Patterns are matched on the
 * document's text, case-sensitive, with word boundaries.
 */
const englandTerms = [
  /\bCQC\b/,
  /\bCare Quality Commission\b/,
  /\bCare Act 2014\b/,
  /\bCare Certificate\b/,
  /\bHealth and Social Care Act 2008\b/,
  /\bOfsted\b/,
  /\bOliver McGowan\b/,
  /\bMaking Safeguarding Personal\b/,
  /\bLocal Government and Social Care Ombudsman\b/,
];
const walesTerms = [
  /\bCare Inspectorate Wales\b/,
  /\bCIW\b/,
  /\bSocial Care Wales\b/,
  /\(Wales\) Act\b/,
  /\(Wales\) Regulations\b/,
  /\bAll Wales Induction Framework\b/,
  /\bWales Safeguarding Procedures\b/,
  /\bPublic Services Ombudsman for Wales\b/,
];
const scotlandTerms = [
  /\bCare Inspectorate\b(?! Wales)/,
  /\bSSSC\b/,
  /\bScottish Social Services Council\b/,
  /\bPVG\b/,
  /\bDisclosure Scotland\b/,
  /\(Scotland\) Act\b/,
  /\bScottish Public Services Ombudsman\b/,
  /\bHealth and Social Care Standards\b/,
];
const northernIrelandTerms = [
  /\bRQIA\b/,
  /\bNISCC\b/,
  /\bAccessNI\b/,
  /\(Northern Ireland\)/,
  /\bHSC Trust\b/,
  /\bPSNI\b/,
  /\bPatient and Client Council\b/,
];
/** The Mental Capacity Act 2005 covers England and Wales only. */
const mentalCapacityAct2005 = /\bMental Capacity Act 2005\b/;

export const foreignTerms: Record<Nation, readonly RegExp[]> = {
  england: [...walesTerms, ...scotlandTerms, ...northernIrelandTerms],
  wales: [...englandTerms, ...scotlandTerms, ...northernIrelandTerms],
  // Scotland has its own incapacity law and PVG in place of the DBS and DoLS.
  scotland: [
    ...englandTerms,
    ...walesTerms,
    ...northernIrelandTerms,
    mentalCapacityAct2005,
    /\bDeprivation of Liberty Safeguards\b/,
    /\bDBS\b/,
  ],
  // Northern Ireland has its own DoLS (Mental Capacity Act (Northern Ireland) 2016) and the DBS
  // keeps its barred lists, so only the 2005 Act is foreign there.
  "northern-ireland": [...englandTerms, ...walesTerms, ...scotlandTerms, mentalCapacityAct2005],
};

/** Terms a package for this audience must not use although its nation does. */
export const audienceTerms: Record<Audience, readonly RegExp[]> = {
  adult: [],
  children: [/\bCare Certificate\b/, /\badult social care\b/, /\bnominated individual\b/i],
  // An agency that only supplies workers is not CQC-registered: no nominated individual, no CQC notifications.
  staffing: [
    /\bnominated individual\b/i,
    /\bnotify CQC\b/,
    /\bCQC notification/,
    /\bStatutory Notifications to CQC\b/,
  ],
};
