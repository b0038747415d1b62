import * as make from '../library-course'
import type { LibraryCourse } from '../library-course'

export const givingAndReceivingFeedback: LibraryCourse = {
  id: 5,
  key: 'giving-and-receiving-feedback',
  name: 'Giving and receiving feedback',
  category: 'people-skills',
  description:
    'How to give feedback that is specific, timely and kind, using the situation–behaviour–impact model, and how to receive feedback without getting defensive.',
  sections: [
    {
      title: 'Giving feedback',
      items: [
        make.article(
          'Why feedback matters and when to give it',
          `<p>Feedback is information about how someone's actions affect others and their work. Given well, it helps people grow, prevents small problems from becoming big ones, and builds trust. Given badly, or not at all, it leaves people guessing.</p>
<h2>Two kinds of feedback</h2>
<ul>
<li><strong>Reinforcing feedback</strong> tells someone what to keep doing: "The way you summarised the options at the start of the meeting helped us decide quickly."</li>
<li><strong>Redirecting feedback</strong> tells someone what to change: "Two of the figures in the report didn't match the source data; please double-check them before it goes out."</li>
</ul>
<p>Both matter. People who only ever hear criticism stop listening; people who only ever hear praise do not know what to improve. Aim to give plenty of specific reinforcing feedback, so that redirecting feedback lands in a relationship of trust.</p>
<h2>Timing</h2>
<ul>
<li><strong>Soon:</strong> feedback is most useful close to the event, while details are fresh. Do not save it up for an annual review.</li>
<li><strong>Not in the heat of the moment:</strong> if you are angry or upset, wait until you are calm.</li>
<li><strong>In private for redirecting feedback:</strong> praise can be public if the person is comfortable with that; criticism should not be.</li>
<li><strong>When the person can listen:</strong> not five minutes before their big presentation.</li>
</ul>
<h2>Ask first</h2>
<p>A simple "Do you have a few minutes? I'd like to give you some feedback on yesterday's call" prepares the person and shows respect. If now is not a good time, agree when.</p>
<h2>Focus on what can change</h2>
<p>Good feedback is about behaviour, which a person can change, not about personality, which they cannot. "You interrupted Maya twice while she was presenting" is useful. "You're rude" is a judgement that invites an argument and offers nothing to act on.</p>
<h2>Feedback flows in every direction</h2>
<p>Feedback is not only from managers to their teams. Colleagues can give each other feedback, and team members can and should give feedback to their managers. The same principles apply in every direction.</p>`,
        ),
        make.article(
          'The situation–behaviour–impact model',
          `<p>A simple structure makes feedback clear and fair. One widely used model is <strong>situation–behaviour–impact</strong> (SBI).</p>
<h2>The three parts</h2>
<ol>
<li><strong>Situation:</strong> when and where it happened. This anchors the conversation in a specific moment. "In Tuesday's client call…"</li>
<li><strong>Behaviour:</strong> what the person actually did or said, as a camera would have recorded it, without interpretation. "…you explained the delay and gave the client a new date before they asked…"</li>
<li><strong>Impact:</strong> the effect it had on you, the team, the customer or the work. "…and the client told me afterwards that they trusted us more because of it."</li>
</ol>
<h2>A redirecting example</h2>
<p>"In this morning's stand-up (<em>situation</em>), you said the release was ready, but the tests hadn't been run (<em>behaviour</em>). The team planned around it and we had to roll back two hours later (<em>impact</em>)."</p>
<p>Then turn it into a conversation. Ask for their view: "What happened from your side?" They may know something you do not. Then agree what happens next: "How can we make sure the tests have run before we call something ready?"</p>
<h2>Common mistakes</h2>
<ul>
<li><strong>Being vague:</strong> "Good job" or "You need to be more professional" gives nothing to act on.</li>
<li><strong>Judging intent:</strong> "You didn't care about the deadline" guesses what was in someone's head. Describe what you saw instead.</li>
<li><strong>The "sandwich":</strong> hiding criticism between two compliments often confuses the message and makes later praise sound like a warning. Be kind and direct instead.</li>
<li><strong>Piling on:</strong> raising every issue from the past six months at once. Stick to one or two points.</li>
<li><strong>Using "always" and "never":</strong> they are rarely accurate and invite argument.</li>
</ul>
<h2>Follow up</h2>
<p>Notice when the person acts on feedback and say so. That closes the loop, and shows the conversation was about helping them succeed.</p>`,
        ),
      ],
    },
    {
      title: 'Receiving feedback',
      items: [
        make.article(
          'Receiving feedback well',
          `<p>Hearing feedback about your own work can be uncomfortable, even when it is fair and kindly meant. Feeling defensive is a normal reaction. What matters is what you do next.</p>
<h2>In the moment</h2>
<ul>
<li><strong>Listen to understand</strong>, not to reply. Let the person finish.</li>
<li><strong>Notice your reaction</strong> and take a breath. You do not have to respond immediately.</li>
<li><strong>Ask questions</strong> to make it specific: "Can you give me an example?" "What would you have liked to see instead?"</li>
<li><strong>Thank them.</strong> Giving feedback takes effort and some courage. Thanking someone does not mean you agree with every word; it means you value being told.</li>
</ul>
<h2>Afterwards</h2>
<ol>
<li><strong>Reflect.</strong> Is there some truth in it, even if not all of it? Have you heard something similar before?</li>
<li><strong>Decide what to do.</strong> Pick one concrete change to try.</li>
<li><strong>Follow up.</strong> Tell the person what you changed, or go back to them if, on reflection, you see things differently. Explain your view calmly, with examples.</li>
</ol>
<h2>Ask for feedback</h2>
<p>Do not wait for it. People are much more likely to give honest, useful feedback when you ask, especially if you ask a specific question:</p>
<ul>
<li>"What is one thing I could have done better in that presentation?"</li>
<li>"Was my update at the right level of detail for you?"</li>
<li>"What should I keep doing in the way I run these meetings?"</li>
</ul>
<p>"Any feedback?" usually gets "No, all good". A specific question gets a real answer.</p>
<h2>When feedback feels unfair</h2>
<p>Sometimes feedback is wrong, or is delivered badly. You can still take what is useful from it. If you disagree, say so respectfully and explain why, with facts. If feedback becomes personal, insulting or discriminatory, that is no longer feedback: raise it with your manager or HR.</p>
<h2>A growth habit</h2>
<p>People who seek feedback, handle it calmly and act on it tend to learn faster and are trusted more. It is a skill, and like any skill it improves with practice.</p>`,
        ),
        make.quiz({
          title: 'Giving and receiving feedback: check your understanding',
          description: 'Six questions on giving and receiving feedback.',
          passMarkPercent: 80,
          questions: [
            make.single('What do the letters SBI stand for?', [
              make.right('Situation, behaviour, impact'),
              make.wrong('Strengths, behaviour, improvement'),
              make.wrong('Summary, blame, instruction'),
            ]),
            make.single('Which statement describes behaviour rather than judging a person?', [
              make.wrong('You’re careless'),
              make.right('Two figures in the report didn’t match the source data'),
              make.wrong('You obviously didn’t care about the deadline'),
            ]),
            make.trueFalse('Redirecting feedback is best saved for the annual review.', false),
            make.multiple('Which are good ways to respond when receiving feedback?', [
              make.right('Ask for a specific example'),
              make.wrong('Interrupt to explain why they are wrong'),
              make.right('Thank the person for telling you'),
              make.right('Decide one concrete change to try'),
            ]),
            make.trueFalse(
              'Team members can give feedback to their managers, not only the other way round.',
              true,
            ),
            make.single('Which request is most likely to get useful feedback?', [
              make.wrong('Any feedback?'),
              make.right('Was my update at the right level of detail for you?'),
              make.wrong('Everything was fine, wasn’t it?'),
            ]),
          ],
        }),
      ],
    },
  ],
}
