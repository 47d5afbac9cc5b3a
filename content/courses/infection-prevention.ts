import { lessonPicture } from "./pictures";
import type { CourseDefinition } from "./types";

export const infectionPreventionBasics: CourseDefinition = {
  slug: "infection-prevention-basics",
  title: "Infection prevention basics",
  summary:
    "The standard precautions every care worker uses with every person: hand hygiene, gloves and aprons, spills, waste and what to do in an outbreak.",
  minutes: 35,
  pricePence: 2500,
  passMarkPercent: 80,
  lessons: [
    {
      title: "How infection spreads, and standard precautions",
      html: `<p>An infection needs a germ, somewhere it lives, a way out, a way to travel, a way in and a person it can infect. Breaking any link in this chain stops it spreading. In care, germs travel most often on hands, equipment and surfaces.</p>
${lessonPicture({
  file: "infection-chain.svg",
  width: 680,
  height: 450,
  alt: "A ring of six links joined by arrows: a germ, where it lives, a way out, a way to travel, a way in, and a person it can infect, then back to the germ. In the middle: break any link to stop the spread.",
  caption: "The chain of infection.",
})}
<h3>The law and guidance</h3>
<p>In England, regulation 12 of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014 requires providers to assess and control the risk of infection, and the Code of Practice on the prevention and control of infections says how. The National Infection Prevention and Control Manual sets out the precautions for England; Scotland has its own manual, and Wales and Northern Ireland publish matching guidance. The Control of Substances Hazardous to Health Regulations 2002 cover the cleaning products and body fluids you handle.</p>
<h3>Standard infection control precautions</h3>
<p>Use them with everyone, every time, whether or not you know they have an infection:</p>
<ul>
<li>hand hygiene;</li>
<li>respiratory and cough hygiene;</li>
<li>personal protective equipment (PPE);</li>
<li>safe care of equipment and a clean environment;</li>
<li>safe handling of linen, spills, waste and sharps;</li>
<li>placing people who may be infectious where the risk to others is lowest.</li>
</ul>`,
    },
    {
      title: "Hand hygiene",
      html: `<p>Clean hands are the most important way to stop infection spreading.</p>
<h3>When</h3>
<ul>
<li>before touching a person;</li>
<li>before a clean task, such as giving eye drops or handling food;</li>
<li>after contact with body fluids, even if you wore gloves;</li>
<li>after touching a person;</li>
<li>after touching the person's surroundings, such as their bed or chair.</li>
</ul>
<h3>How</h3>
<p>Keep nails short and free of varnish and false nails, and keep your forearms bare: no watches or bracelets, and a plain band ring at most. Cover cuts with a waterproof dressing.</p>
<p>Alcohol hand rub is fine for hands that look clean. Wash with liquid soap and warm water when hands are visibly dirty, after contact with body fluids, and when someone has diarrhoea or vomiting: alcohol does not kill the spores of <em>Clostridioides difficile</em> and works poorly against norovirus. Rub every surface, including thumbs, fingertips and wrists, then dry well with a paper towel. Use hand cream to keep skin unbroken.</p>
${lessonPicture({
  file: "infection-hand-washing.svg",
  width: 720,
  height: 390,
  alt: "Wet hands and add liquid soap, then six numbered steps: 1 rub palm to palm; 2 right palm over the back of the left hand with fingers laced, then swap; 3 palm to palm with fingers interlaced; 4 backs of fingers to the opposite palm with fingers interlocked; 5 clasp each thumb in the other hand and rub it round; 6 rub the fingertips of each hand round in the other palm. Then rinse and dry well with a paper towel.",
  caption: "The six steps of washing your hands.",
})}`,
    },
    {
      title: "PPE, spills, waste and outbreaks",
      html: `<h3>Gloves and aprons</h3>
<p>Wear single-use gloves and an apron when you may touch blood, body fluids, broken skin or mucous membranes. Change them between people and between tasks on the same person. Put on an apron before gloves. Take gloves off first, then the apron, then any eye protection, then a mask, and clean your hands straight after.</p>
${lessonPicture({
  file: "infection-ppe-order.svg",
  width: 720,
  height: 336,
  alt: "Putting on: 1 apron, 2 mask if needed, 3 eye protection if needed, 4 gloves. Taking off: 1 gloves, 2 apron, 3 eye protection, 4 mask, 5 clean your hands. Change gloves and apron between people and between tasks.",
  caption: "The order for putting on and taking off PPE.",
})}
<h3>Spills</h3>
<p>Deal with a spill of blood or body fluid at once, using the spill kit and the product your service names, wearing gloves and an apron. Keep others away until it is done.</p>
<h3>Waste and sharps</h3>
<p>Put waste in the bag your service uses for that kind of waste, never overfill it, and tie it before it leaves the room. Put a used needle straight into a sharps bin without re-sheathing it; close the bin when it is three-quarters full. If you are injured by a used sharp, make it bleed gently, wash it under running water, cover it, and report it at once.</p>
<h3>Outbreaks</h3>
<p>Two or more people with similar symptoms, such as diarrhoea and vomiting, may be an outbreak. Tell the person in charge straight away: they will contact the local health protection team. Staff with diarrhoea or vomiting stay off work until 48 hours after their last episode.</p>`,
    },
  ],
  questions: [
    {
      question: "When should standard infection control precautions be used?",
      options: [
        "Only with people known to have an infection",
        "With everyone, every time",
        "Only during an outbreak",
      ],
      answer: 1,
    },
    {
      question: "A resident has diarrhoea. How do you clean your hands after helping them?",
      options: ["Alcohol hand rub", "Liquid soap and warm water", "A wet wipe"],
      answer: 1,
    },
    {
      question: "When do you change your gloves and apron?",
      options: [
        "At the end of each shift",
        "When they look dirty",
        "Between people, and between tasks on the same person",
      ],
      answer: 2,
    },
    {
      question: "In what order do you take off gloves and an apron?",
      options: [
        "Apron first, then gloves",
        "Gloves first, then apron, then clean your hands",
        "It does not matter",
      ],
      answer: 1,
    },
    {
      question: "When should a sharps bin be closed?",
      options: ["When it is three-quarters full", "When it is completely full", "Once a week"],
      answer: 0,
    },
    {
      question: "How long should a worker with vomiting stay off work?",
      options: [
        "Until they feel better",
        "24 hours after the last episode",
        "48 hours after the last episode",
      ],
      answer: 2,
    },
  ],
};
