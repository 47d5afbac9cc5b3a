import { lessonPicture } from "./pictures";
import type { CourseDefinition } from "./types";

export const mentalCapacityInPractice: CourseDefinition = {
  slug: "mental-capacity-act-in-practice",
  title: "The Mental Capacity Act 2005 in practice",
  summary:
    "The five principles, how to assess whether someone can make a decision, acting in their best interests, and when a deprivation of liberty needs authorising.",
  minutes: 45,
  pricePence: 2500,
  passMarkPercent: 80,
  lessons: [
    {
      title: "The five principles",
      html: `<p>The Mental Capacity Act 2005 applies in England and Wales to people aged 16 and over. It protects people who may not be able to make some decisions for themselves, and the staff who support them. Scotland uses the Adults with Incapacity (Scotland) Act 2000, and Northern Ireland the Mental Capacity Act (Northern Ireland) 2016.</p>
<p>Section 1 of the Act sets out five principles. Every decision you make for someone must follow them.</p>
<ol>
<li><strong>Assume capacity.</strong> A person is assumed to be able to decide unless it is shown that they cannot.</li>
<li><strong>Help them decide.</strong> Take every practical step first: simpler words, pictures, a better time of day, a trusted person present, their glasses or hearing aid.</li>
<li><strong>Unwise is not incapable.</strong> A decision you think is unwise does not mean the person lacks capacity.</li>
<li><strong>Best interests.</strong> Anything done for a person who lacks capacity must be in their best interests.</li>
<li><strong>Least restrictive.</strong> Choose the option that restricts their rights and freedom the least.</li>
</ol>
${lessonPicture({
  file: "capacity-five-principles.svg",
  width: 720,
  height: 172,
  alt: "Five numbered cards: 1 assume capacity, 2 help them decide, 3 unwise is not incapable, 4 best interests, 5 least restrictive.",
  caption: "The five principles of the Mental Capacity Act 2005.",
})}`,
    },
    {
      title: "Assessing capacity",
      html: `<p>Capacity is about one decision at one time. Someone may be able to choose what to wear today but not how to manage their savings, and a person with a fluctuating condition may be able to decide tomorrow what they cannot decide now.</p>
<h3>The test</h3>
<p>Under sections 2 and 3 a person is unable to make a decision if they cannot do one or more of these:</p>
<ul>
<li>understand the information relevant to the decision;</li>
<li>retain it long enough to decide;</li>
<li>use or weigh it as part of deciding;</li>
<li>communicate their decision in any way, including by signs or blinking.</li>
</ul>
<p>The inability must be because of an impairment of, or a disturbance in the functioning of, the mind or brain, such as dementia, a learning disability, a brain injury or delirium. A diagnosis alone never proves a lack of capacity, and nor do age, appearance or behaviour.</p>
${lessonPicture({
  file: "capacity-test.svg",
  width: 720,
  height: 434,
  alt: "A flow chart. First: for this decision, can the person understand the information, retain it, use or weigh it, and communicate their decision? If yes, they can make the decision themselves. If not, second: is that because of an impairment or disturbance of the mind or brain? If no, it is not a lack of capacity, so give more support. If yes, they lack capacity for this decision: decide in their best interests and record why.",
  caption: "The two stages of the capacity test, for one decision at one time.",
})}
<h3>Recording it</h3>
<p>Whoever is making the decision assesses capacity for it: for daily care, usually the care worker; for bigger decisions, the manager or a professional. Record the decision in question, how you helped the person, what they could and could not do, and why you reached your conclusion.</p>`,
    },
    {
      title: "Best interests and deprivation of liberty",
      html: `<h3>Best interests</h3>
<p>Section 4 sets out what to consider. Involve the person as far as possible. Consider whether they may regain capacity and the decision can wait. Find out their past and present wishes, feelings, beliefs and values. Consult their family, carers and anyone they named. Record what you considered and why you decided as you did.</p>
${lessonPicture({
  file: "capacity-best-interests.svg",
  width: 640,
  height: 330,
  alt: "A checklist with six ticks. Before deciding for someone, have you involved the person as far as you can, asked whether the decision can wait until they can make it, found out their wishes, feelings, beliefs and values, consulted family, carers and anyone they named, chosen the option that restricts them least, and recorded what you considered and why you decided?",
  caption: "A best interests checklist.",
})}
<h3>Who else may decide</h3>
<ul>
<li>An attorney under a Lasting Power of Attorney for health and welfare, or for property and financial affairs, registered with the Office of the Public Guardian, within the powers it gives.</li>
<li>A deputy appointed by the Court of Protection.</li>
<li>A valid advance decision to refuse treatment must be followed. One that refuses life-sustaining treatment must be written, signed and witnessed, and say it applies even if life is at risk.</li>
</ul>
<p>When a person has nobody but paid staff to consult about serious medical treatment or a long-term move, the NHS body or local authority must appoint an Independent Mental Capacity Advocate.</p>
<h3>Deprivation of liberty</h3>
<p>A person who lacks capacity to consent to their care arrangements is deprived of their liberty if they are under continuous supervision and control and are not free to leave. In a care home or hospital, the managing authority must apply to the local authority for a Deprivation of Liberty Safeguards authorisation. Elsewhere, such as supported living, authorisation comes from the Court of Protection. The Liberty Protection Safeguards that were to replace these have not been brought in, so the present safeguards still apply. Restraint is lawful only when needed to prevent harm and proportionate to it.</p>`,
    },
  ],
  questions: [
    {
      question: "What is the first principle of the Mental Capacity Act 2005?",
      options: [
        "A person must be assumed to have capacity unless it is shown they lack it",
        "A person with dementia lacks capacity",
        "Relatives decide for older people",
      ],
      answer: 0,
    },
    {
      question:
        "A resident chooses to eat cake instead of their main meal. You think this is unwise. What does this tell you?",
      options: [
        "They lack capacity to decide what to eat",
        "An unwise decision does not on its own mean they lack capacity",
        "You must stop them",
      ],
      answer: 1,
    },
    {
      question: "Which of these is part of the test of whether someone can make a decision?",
      options: [
        "Whether they agree with the care team",
        "Whether they can understand, retain, use or weigh the information and communicate a decision",
        "Whether they have a diagnosis of a mental illness",
      ],
      answer: 1,
    },
    {
      question: "Capacity is assessed:",
      options: [
        "Once, when the person moves in",
        "For each decision, at the time it needs to be made",
        "Only by a doctor",
      ],
      answer: 1,
    },
    {
      question:
        "Who can make a health and welfare decision for a person who lacks capacity, within the powers given?",
      options: [
        "Any family member",
        "An attorney under a registered Lasting Power of Attorney for health and welfare",
        "The person's next of kin",
      ],
      answer: 1,
    },
    {
      question:
        "A care home resident lacks capacity to consent to living there, is supervised at all times and is not free to leave. What must the care home do?",
      options: [
        "Nothing, if the family agrees",
        "Apply to the local authority for a Deprivation of Liberty Safeguards authorisation",
        "Lock the doors and record it",
      ],
      answer: 1,
    },
  ],
};
