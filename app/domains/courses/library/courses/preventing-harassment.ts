import * as make from '../library-course'
import type { LibraryCourse } from '../library-course'

export const preventingHarassment: LibraryCourse = {
  id: 3,
  key: 'preventing-harassment-at-work',
  name: 'Preventing harassment at work',
  category: 'compliance',
  description:
    'What harassment and sexual harassment are, why impact matters more than intent, what a bystander can do, and how to raise a concern and what happens next.',
  sections: [
    {
      title: 'Understanding harassment',
      items: [
        make.article(
          'What harassment is',
          `<p>Everyone has the right to work without being harassed, bullied or humiliated. This article explains what harassment looks like, so that you can recognise it, avoid it and act on it.</p>
<h2>A working definition</h2>
<p><strong>Harassment</strong> is unwanted conduct that violates a person's dignity or creates an intimidating, hostile, degrading, humiliating or offensive environment for them. It is often related to a personal characteristic such as sex, gender identity, race, ethnicity, religion or belief, disability, age or sexual orientation, though the exact list protected by law differs between countries. Your organisation's policy may go further than the law, and should be followed regardless.</p>
<p><strong>Sexual harassment</strong> is unwanted conduct of a sexual nature: comments about someone's body or sex life, sexual jokes, suggestive messages or images, unwanted touching, or pressure for dates or sexual favours, including any hint that saying no will affect someone's job.</p>
<p><strong>Bullying</strong> is repeated behaviour that intimidates, undermines or belittles someone, such as constant unjustified criticism, exclusion, or shouting. It can happen between any two people, not only from a manager to a team member.</p>
<h2>What it can look like</h2>
<ul>
<li>Offensive jokes, nicknames, slurs or "banter" aimed at someone or at a group.</li>
<li>Repeated comments about someone's appearance, accent or private life.</li>
<li>Unwanted physical contact, standing too close, blocking someone's way.</li>
<li>Sharing offensive images, memes or messages, including in group chats and online meetings.</li>
<li>Deliberately excluding someone from meetings, information or social events.</li>
<li>Spreading rumours or mocking someone, in person or online.</li>
</ul>
<p>A single serious incident can be harassment. So can a pattern of smaller ones that would not seem serious alone.</p>
<h2>Impact matters more than intent</h2>
<p>"It was only a joke" is not a defence. What counts is how the behaviour is received and whether it is reasonable for it to have that effect, not what the person meant. Something that seems harmless between close friends can be hurtful to someone else who hears it.</p>
<h2>Where it applies</h2>
<p>Standards of behaviour apply wherever work happens: in the office, on site, in video calls and chat, at conferences and client visits, and at work social events, including after-work drinks. Behaviour towards customers, suppliers and visitors, and from them towards staff, is covered too.</p>`,
        ),
        make.article(
          'Bystanders: what you can do',
          `<p>Harassment rarely happens with nobody else around. Colleagues who see or hear it have real power to stop it and to support the person on the receiving end. Doing nothing can look like approval, both to the person behaving badly and to the person being targeted.</p>
<h2>Safe ways to step in</h2>
<p>You do not have to confront anyone head-on. Choose the approach that feels safe for you and suits the situation:</p>
<ul>
<li><strong>Distract:</strong> interrupt the situation with a question or a task. "Sam, can you help me with something over here?" ends the moment without a confrontation.</li>
<li><strong>Direct:</strong> if it feels safe, say calmly that the behaviour is not acceptable. "That comment isn't OK." Keep it short and do not get drawn into an argument.</li>
<li><strong>Delegate:</strong> ask someone else to help, such as a manager, a colleague the person trusts, or, if anyone is in danger, security or the emergency services.</li>
<li><strong>Delay:</strong> if you could not act at the time, check in with the person afterwards. "I saw what happened. Are you alright? Is there anything I can do?"</li>
<li><strong>Document:</strong> write down what you saw and heard, when and who was there. A witness account can be very valuable later. Let the person decide what to do with it.</li>
</ul>
<h2>Supporting a colleague</h2>
<ul>
<li>Listen, and take what they tell you seriously.</li>
<li>Do not pressure them to report, but make sure they know the options and that they are not alone.</li>
<li>Respect their privacy. Do not spread what they told you.</li>
<li>Offer to go with them if they decide to raise a concern.</li>
</ul>
<h2>If you are told you caused offence</h2>
<p>If someone tells you your behaviour made them uncomfortable, listen rather than defend. Apologise, stop the behaviour, and do not hold it against them. Most people simply want the behaviour to stop, and handling it well at this stage matters.</p>
<h2>Managers have a duty to act</h2>
<p>Managers who see or hear of possible harassment must act on it, even without a formal complaint, and must follow the organisation's procedure. Looking the other way is not neutral.</p>`,
        ),
      ],
    },
    {
      title: 'Raising a concern',
      items: [
        make.article(
          'How to report and what happens next',
          `<p>If you experience or witness harassment, you have several ways to raise it. You do not need to be certain it "counts" before speaking up; raising a concern early often stops a problem before it grows.</p>
<h2>Your options</h2>
<ul>
<li><strong>Deal with it informally</strong>, if you feel able: telling the person clearly that their behaviour is unwelcome and asking them to stop. This is never a requirement.</li>
<li><strong>Talk to your manager</strong>, or to their manager if your own manager is involved.</li>
<li><strong>Contact HR</strong> or the person named in your organisation's policy.</li>
<li><strong>Use a confidential or anonymous reporting line</strong>, if your organisation has one.</li>
<li><strong>Make a formal complaint</strong> under the organisation's grievance or harassment procedure.</li>
</ul>
<p>Outside help is also available, such as employee assistance programmes, trade unions and public advice services; and where conduct may be a crime, such as assault or stalking, the police.</p>
<h2>Keep a record</h2>
<p>Note what happened, the date, time and place, what was said or done, who was there, and how it affected you. Keep messages, emails and screenshots. Records made at the time are much more reliable than memories later.</p>
<h2>What happens after a report</h2>
<ol>
<li>Someone will discuss the concern with you and explain the options and the process.</li>
<li>Where needed, interim steps can be taken to protect you, such as changes to seating, shifts or reporting lines. These should not disadvantage the person who raised the concern.</li>
<li>A fair investigation hears from everyone involved, including the person complained about, and looks at the evidence.</li>
<li>You are told the outcome as far as confidentiality allows. Where harassment is found, action is taken, which can range from training to dismissal.</li>
</ol>
<p>Information is shared only with those who need it to handle the concern.</p>
<h2>No retaliation</h2>
<p>Nobody may be punished, excluded or treated worse for raising a concern in good faith or for helping with an investigation, even if the complaint is not upheld. Retaliation is itself serious misconduct and should be reported in the same way.</p>`,
        ),
        make.quiz({
          title: 'Preventing harassment at work: check your understanding',
          description: 'Six questions on recognising harassment, stepping in and reporting.',
          passMarkPercent: 80,
          questions: [
            make.trueFalse(
              'If the person who made a remark meant it as a joke, it cannot be harassment.',
              false,
            ),
            make.multiple('Which of these can be harassment?', [
              make.right('Repeated comments about a colleague’s appearance'),
              make.right('Sharing offensive memes in a team chat'),
              make.wrong('A manager giving fair, private feedback on missed deadlines'),
              make.right('Unwanted touching at an after-work event'),
            ]),
            make.single(
              'You overhear a colleague being mocked about their accent. Which is a safe bystander response?',
              [
                make.wrong('Laugh along so the moment passes'),
                make.right(
                  'Interrupt with a question, then check in with the colleague afterwards',
                ),
                make.wrong('Post about it on social media'),
              ],
            ),
            make.trueFalse(
              'You must be certain that something counts as harassment before raising a concern.',
              false,
            ),
            make.single(
              'Someone raised a concern that was not upheld. How should they be treated?',
              [
                make.right(
                  'No differently: retaliation for a concern raised in good faith is not allowed',
                ),
                make.wrong('They may be moved to another team as a consequence'),
                make.wrong('They should be warned not to complain again'),
              ],
            ),
            make.multiple('What is useful to record about an incident?', [
              make.right('Date, time and place'),
              make.right('What was said or done, and who was there'),
              make.right('Messages or screenshots'),
              make.wrong('Rumours you heard about the person’s private life'),
            ]),
          ],
        }),
      ],
    },
  ],
}
