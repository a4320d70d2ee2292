// The long and short cycles of a numerology profile: pinnacles, challenges and personal months.
// Each number's text is its own: no sentence is shared between two numbers.
import type { InterpretationLibrary } from '../types.js';

type Numerology = InterpretationLibrary['numerology'];

export const pinnacle: Numerology['pinnacle'] = {
  1: "A 1 pinnacle puts you on your own feet. Circumstances push you to decide for yourself, to take initiative and to build an identity that owes little to anyone's approval. Support may be thinner than you would like, and that is the lesson: this is the period in which self-reliance is forged. Start the projects that are yours, and learn to lead without waiting to be asked.",
  2: "Under a 2 pinnacle, progress comes through other people rather than through force. Partnerships, marriage, collaborations and the slow work of earning trust set the pace, and the period rewards patience, tact and attention to small things. It can feel as if you are always waiting on someone. The gift is a finer sense of timing and of people; the task is to stay yourself inside close ties.",
  3: "A 3 pinnacle opens a period of expression and visibility. Friendships multiply, creative work asks for room, and words, art, teaching or performance can become a real path. Life is more social and often lighter, though money may come and go as freely as ideas. The danger is dispersal, a dozen lively beginnings and no finished work; the reward for focus is a voice people remember.",
  4: "The 4 pinnacle is a long stretch of building. Work, discipline, budgets and practical duties fill these years, and what you gain is earned step by step, often through routine that tests your patience. Family obligations or a demanding job may tie you down. Yet the foundations laid now, in skills, property or reputation, carry the rest of your life. Order is your ally; rigidity is not.",
  5: "A 5 pinnacle brings movement. Moves, travel, changes of work or partner, new people and unexpected turns keep the period restless and rarely dull. Freedom becomes a central question: what you truly want to be free of, and what you want to be free for. Adaptability is the skill it builds. Without some anchor, though, the changes can scatter what you have; choose the ones that take you somewhere.",
  6: "Home and responsibility define a 6 pinnacle. Marriage, children, ageing parents, a household or a community that relies on you tend to take centre stage, and love is tested through duty as much as through feeling. It can be one of the warmest periods of a life, and one of the heaviest. The lesson is to give care generously without taking over, and to accept care in return.",
  7: "The 7 pinnacle turns you inward. It is a period for study, specialised knowledge, spiritual questions and the kind of solitude in which you discover what you actually believe. Outer life may slow, and close relationships can feel distant while you are absorbed in your own search. Do not mistake this for failure. The understanding gained here becomes an authority others later come to consult.",
  8: "An 8 pinnacle is a period of power and material results. Career, money, property and authority come to the fore, and you are given the chance to manage larger things than before: a business, a team, significant sums. Effort is rewarded visibly, and so is poor judgement. The period asks you to handle power with integrity and to keep your health and relationships in the accounts.",
  9: "A 9 pinnacle widens the circle. Concerns reach beyond your own life to a cause, a community, art or people far away, and you may find yourself giving, teaching or serving more than you expected. Endings come more often than in other periods, asking you to release what has been completed. The reward is a generous breadth of spirit; the risk is giving until nothing personal is left.",
  11: "The 11 pinnacle, a master number, is a period of illumination and nervous intensity. Intuition sharpens, ideals grow larger, and you may be drawn into public life, the arts, counselling or spiritual work where your example counts. The pressure is felt in the body as much as in the mind. Much of it can be lived as a 2, in partnership and patience, until the inspiration finds a steady form.",
  22: "A 22 pinnacle, the master builder's period, offers the chance to build on a scale few are given: an organisation, a body of work, a structure that outlasts you. The practical demands are as large as the vision, and many live long stretches of it as a 4, working hard at foundations. Set the large aim, then honour the daily labour it takes; both belong to this period.",
  33: "Rare in a life, a 33 pinnacle raises the 6's devotion into a period of teaching through love. People may look to you for guidance, healing or comfort, and your responsibilities for others can grow beyond your household to a wider circle. The strain is emotional: feeling that everyone's welfare rests on you. Serve from fullness rather than sacrifice, and let others carry what is theirs.",
};

export const challenge: Numerology['challenge'] = {
  0: "A challenge of 0 is the challenge of choice. No single weakness is marked out, which means every lesson is open to you and none is forced: you must decide for yourself which qualities to develop. That freedom can feel like drift. Picking a direction and holding to it is the work here.",
  1: "The 1 challenge concerns will and self-assertion. You may swing between letting others decide for you and insisting on your own way too hard, and both come from doubting your own worth. Learn to state what you want plainly, act on it, and let others do the same.",
  2: "With a 2 challenge the difficulty is sensitivity. Criticism cuts deep, you may read slights where none were meant, and the fear of conflict can keep you silent or dependent. The growth lies in a sturdier sense of self, so that you can stay open to others without being ruled by their moods.",
  3: "A 3 challenge lies in expressing yourself. You may hide real feeling behind chatter or shyness, scatter your talents, or fear that what you have to say is not worth hearing. The cure is practice in the open: speak, write, make, and let the work be seen before it is perfect.",
  4: "The 4 challenge is about order and effort. It shows either as resistance to routine, where work is put off and details neglected, or as rigid over-control in which rules matter more than people. The balance is steady, reasonable discipline, with enough flexibility to change a plan that no longer serves.",
  5: "A 5 challenge tests how you use freedom. Restlessness, impatience and the pull of excess can lead to changes made for their own sake, or the opposite, a fear of change that keeps you in a rut. Learn to tell a change that grows you from one that only relieves boredom.",
  6: "The 6 challenge sits in responsibility and ideals. You may hold yourself and those you love to standards no one can meet, take on duties that were never yours, or expect gratitude for care nobody asked for. Accepting people as they are, yourself included, dissolves much of it.",
  7: "A 7 challenge shows in trust and faith. You may keep people at a distance, doubt what cannot be proved, or feel that no one truly understands you, and pride can make asking for help very hard. The lesson is to let others in, and to trust the inner knowing you already have.",
  8: "The 8 challenge turns on money and power. Either can become a measure of worth, pursued too hard or avoided out of distrust, and questions of control and status colour your choices. The way through is a realistic, unanxious relation to material life: earn, spend and lead without letting any of it own you.",
};

export const personalMonth: Numerology['personalMonth'] = {
  1: "A month to start something: make the call, send the proposal, take the first step you have been weighing.",
  2: "A quieter month for cooperation, for listening and waiting for others to answer rather than pushing.",
  3: "A sociable, expressive month: say what you think, see friends, and give a creative idea some hours.",
  4: "A month for paperwork, repairs, budgets and steady effort; slow and useful rather than exciting.",
  5: "A restless month of change and movement, good for a trip, a new contact or a change of routine.",
  6: "A month centred on home and the people close to you, with duties to share and care to give.",
  7: "A reflective month: read, rest, think things through, and keep some evenings to yourself.",
  8: "A month for money, work and decisions that carry weight; ask for what your effort is worth.",
  9: "A month for finishing and clearing out, letting go of what is done before the next start.",
  11: "A master month of strong intuition and nerves: notice what comes to you in quiet moments, and sleep well.",
  22: "A master month for large plans given practical shape: draw up the design and take its first real step.",
  33: "A master month of care and guidance, in which someone may lean on you, and your kindness carries unusual weight.",
};
