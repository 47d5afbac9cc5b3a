import { lessonPicture } from "./pictures";
import type { CourseDefinition } from "./types";

export const safeguardingAdultsAwareness: CourseDefinition = {
  slug: "safeguarding-adults-awareness",
  title: "Safeguarding adults awareness",
  summary:
    "What abuse and neglect look like, the duties the law places on care services, and exactly what to do when you are worried about someone.",
  minutes: 40,
  pricePence: 2500,
  passMarkPercent: 80,
  lessons: [
    {
      title: "What safeguarding means",
      html: `<p>Safeguarding means protecting an adult's right to live in safety, free from abuse and neglect. It is everyone's job: care workers, cooks, drivers, managers and volunteers.</p>
<h3>Who the law protects</h3>
<p>In England, section 42 of the Care Act 2014 applies to an adult who has needs for care and support, is experiencing or is at risk of abuse or neglect, and because of those needs cannot protect themselves. The local authority must then make enquiries, or ask others to make them.</p>
<p>The other nations have their own laws with the same aim: the Social Services and Well-being (Wales) Act 2014, the Adult Support and Protection (Scotland) Act 2007, and in Northern Ireland the regional adult safeguarding policy, Adult Safeguarding: Prevention and Protection in Partnership.</p>
<h3>The six principles</h3>
${lessonPicture({
  file: "safeguarding-six-principles.svg",
  width: 720,
  height: 300,
  alt: "Six cards: Empowerment, support people to make their own choices; Prevention, act before harm happens; Proportionality, the least intrusive response to the risk; Protection, support for those in greatest need; Partnership, services and communities together; Accountability, be open about what we do.",
  caption: "The six principles of safeguarding adults.",
})}
<ul>
<li><strong>Empowerment</strong>: people are supported to make their own decisions.</li>
<li><strong>Prevention</strong>: it is better to act before harm happens.</li>
<li><strong>Proportionality</strong>: the least intrusive response that fits the risk.</li>
<li><strong>Protection</strong>: support for those in greatest need.</li>
<li><strong>Partnership</strong>: services work with each other and with communities.</li>
<li><strong>Accountability</strong>: everyone is open about what they do.</li>
</ul>
<p>Making Safeguarding Personal means asking the person what they want to happen, and keeping them at the centre of every decision.</p>`,
    },
    {
      title: "Types and signs of abuse",
      html: `<p>The statutory guidance to the Care Act 2014 names these types of abuse and neglect. Someone may suffer more than one at once.</p>
${lessonPicture({
  file: "safeguarding-types-of-abuse.svg",
  width: 720,
  height: 320,
  alt: "Ten labelled icons: physical, domestic, sexual, psychological, financial, modern slavery, discriminatory, organisational, neglect and self-neglect.",
  caption: "The ten types of abuse and neglect named in the Care Act guidance.",
})}
<ul>
<li><strong>Physical</strong>: hitting, pushing, rough handling, misuse of medicines, restraint that is not lawful.</li>
<li><strong>Domestic abuse</strong>: controlling, coercive or violent behaviour by a partner or family member.</li>
<li><strong>Sexual</strong>: any sexual act the person has not agreed to or cannot agree to.</li>
<li><strong>Psychological or emotional</strong>: threats, humiliation, isolation, blaming.</li>
<li><strong>Financial or material</strong>: theft, fraud, pressure about wills or gifts, misuse of benefits.</li>
<li><strong>Modern slavery</strong>: forced labour, trafficking, domestic servitude.</li>
<li><strong>Discriminatory</strong>: harassment or unequal treatment because of race, sex, age, disability, religion or another protected characteristic.</li>
<li><strong>Organisational</strong>: poor care caused by the way a service is run, such as rigid routines or too few staff.</li>
<li><strong>Neglect and acts of omission</strong>: not giving food, medicine, care or help the person needs.</li>
<li><strong>Self-neglect</strong>: a person not caring for their own hygiene, health or surroundings.</li>
</ul>
<h3>Signs to notice</h3>
<p>Unexplained bruises or injuries, a change in mood, fear of a particular person, weight loss, missing money or belongings, unpaid bills, poor hygiene, or a person being kept from visitors. A sign is not proof, but it is always a reason to tell someone.</p>`,
    },
    {
      title: "What to do when you are worried",
      html: `${lessonPicture({
        file: "safeguarding-report-flow.svg",
        width: 720,
        height: 190,
        alt: "Four steps in a row joined by arrows: 1 Recognise, notice the signs and hear what is said; 2 Respond, make safe, listen calmly, call 999 if needed; 3 Report, the same day to your manager or safeguarding lead; 4 Record, the facts, their own words, the date and time.",
        caption: "Recognise, respond, report, record.",
      })}
<ol>
<li><strong>Make the person safe.</strong> If anyone is in immediate danger or needs urgent medical help, call 999.</li>
<li><strong>Listen calmly.</strong> Let the person speak in their own words. Do not ask leading questions and do not investigate yourself.</li>
<li><strong>Do not promise to keep it secret.</strong> Explain that you must tell the people who can help.</li>
<li><strong>Report it the same day</strong> to your manager or safeguarding lead. If they may be involved, go to a more senior person, the local authority's adult safeguarding team, or the regulator.</li>
<li><strong>Record the facts</strong> as soon as you can: what you saw and heard, the person's own words, the date and time, and who was there. Sign and date your record. Keep opinions out.</li>
<li><strong>Keep evidence.</strong> Do not wash, tidy or throw away anything that may matter if a crime has happened.</li>
</ol>
<h3>Sharing information</h3>
<p>Ask the person for consent to share their information when you can. You may share without consent when others are at risk, a crime may have been committed, or the person cannot decide. Never let worry about data protection stop you reporting abuse.</p>
<h3>Speaking up</h3>
<p>If you report a concern and nothing happens, use the whistleblowing policy. The law protects workers who raise concerns in the public interest.</p>`,
    },
  ],
  questions: [
    {
      question: "In England, which law sets out the local authority's duty to make safeguarding enquiries?",
      options: ["The Care Act 2014", "The Mental Capacity Act 2005", "The Data Protection Act 2018"],
      answer: 0,
    },
    {
      question: "Which of these is one of the six safeguarding principles?",
      options: ["Confidentiality", "Proportionality", "Efficiency"],
      answer: 1,
    },
    {
      question:
        "A resident's daughter keeps her mother's bank card and the rent is unpaid. What type of abuse may this be?",
      options: ["Organisational abuse", "Discriminatory abuse", "Financial or material abuse"],
      answer: 2,
    },
    {
      question:
        "A person tells you a member of staff hurt them and asks you not to tell anyone. What do you do?",
      options: [
        "Keep the secret so that they keep trusting you",
        "Explain that you must tell someone who can help, and report it the same day",
        "Ask the member of staff what happened",
      ],
      answer: 1,
    },
    {
      question: "What should your written record of a concern contain?",
      options: [
        "The facts, the person's own words, the date and time, and your signature",
        "Your opinion of who is to blame",
        "Only a summary once the manager has investigated",
      ],
      answer: 0,
    },
    {
      question: "Your manager may be involved in the abuse you saw. Who do you tell?",
      options: [
        "Nobody until you are certain",
        "Your manager, so they can explain",
        "A more senior person, the local authority's safeguarding team or the regulator",
      ],
      answer: 2,
    },
  ],
};
