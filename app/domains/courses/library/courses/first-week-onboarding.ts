import * as make from '../library-course'
import type { LibraryCourse } from '../library-course'

export const firstWeekOnboarding: LibraryCourse = {
  id: 4,
  key: 'first-week-onboarding',
  name: 'First-week onboarding',
  category: 'people-skills',
  description:
    'A guide for new starters: what to expect on day one, how to learn the way your organisation works, and how to make the most of your first week.',
  sections: [
    {
      title: 'Day one',
      items: [
        make.article(
          'Your first day',
          `<p>Welcome. Nobody expects you to know everything on your first day, or in your first week. The aim of these first days is simple: get set up, meet people, and start learning how things work here.</p>
<h2>Practical things to sort out</h2>
<ul>
<li><strong>Access:</strong> your building pass or entry arrangements, your computer, email and the systems you need. If something does not work, tell your manager or the service desk early rather than struggling alone.</li>
<li><strong>Paperwork:</strong> your contract, bank details for pay, tax and emergency contact information. Check the details are right.</li>
<li><strong>Security:</strong> set a strong password, switch on multi-factor authentication, and learn how to report a suspicious message.</li>
<li><strong>Safety:</strong> where the fire exits and assembly point are, who the first aiders are, and how to report a hazard or accident.</li>
<li><strong>Working arrangements:</strong> your hours, breaks, how to record time off, and the rules for working from home, if any.</li>
</ul>
<h2>People to meet</h2>
<ul>
<li><strong>Your manager</strong>, who will explain your role and what success looks like.</li>
<li><strong>Your team</strong>: what each person works on and how you will work together.</li>
<li><strong>A buddy</strong>, if you have one: a colleague who is not your manager and who can answer the everyday questions, from where things are to who to ask about what.</li>
</ul>
<h2>Questions worth asking on day one</h2>
<ul>
<li>What are the most important things for me to learn in my first week and first month?</li>
<li>How does the team communicate: chat, email, meetings? What is expected to be answered quickly?</li>
<li>Who should I go to when I am stuck?</li>
<li>Is there anything I should read before our next conversation?</li>
</ul>
<h2>Look after yourself</h2>
<p>Starting somewhere new is tiring: there are many new names, tools and habits at once. Take notes, take your breaks, and do not worry about remembering everything. Asking a question twice is much better than guessing.</p>`,
        ),
        make.article(
          'Learning the way we work',
          `<p>Every organisation has its written rules and its unwritten habits. Learning both is what turns a new starter into a confident colleague. Here is how to go about it.</p>
<h2>Read the essentials</h2>
<p>Your organisation's knowledge base holds its policies and how-to guides. In your first week, focus on the ones that apply to everyone, typically:</p>
<ul>
<li>the code of conduct, and the policies on harassment, equal treatment and raising concerns;</li>
<li>health and safety arrangements;</li>
<li>information security and data protection;</li>
<li>time off, sickness absence and expenses;</li>
<li>anything your manager assigns to you, which may need to be acknowledged.</li>
</ul>
<p>You do not need to memorise policies. Know that they exist, understand the main points, and know where to find them when you need them.</p>
<h2>Learn the unwritten rules</h2>
<p>Watch how colleagues work and ask when unsure. Useful things to notice:</p>
<ul>
<li>how meetings run, and whether cameras are usually on in video calls;</li>
<li>where decisions are recorded and where documents live;</li>
<li>how quickly people expect replies on chat and email;</li>
<li>how people ask for help, and how they share bad news.</li>
</ul>
<h2>Understand the bigger picture</h2>
<p>Find out what the organisation does, who its customers or users are, and how your team's work contributes. Look at the organisation chart to see who does what. Knowing how the pieces fit makes it much easier to understand why things are done the way they are.</p>
<h2>Make notes you will use</h2>
<p>Keep a simple document of things you learn: names and roles, useful links, how-to steps, and the questions you still have. Review it at the end of each day. It will help you, and it is a valuable record for improving the onboarding of the next person.</p>
<h2>Fresh eyes are useful</h2>
<p>As a newcomer you notice things that long-standing staff no longer see: confusing instructions, outdated documents, steps that seem unnecessary. Note them down and share them politely once you understand the context. Many good improvements start this way.</p>`,
        ),
      ],
    },
    {
      title: 'Settling in',
      items: [
        make.article(
          'Your first week: goals and check-ins',
          `<p>A good first week ends with you knowing what you are aiming for, who you work with, and how you will get help. A few deliberate steps make that happen.</p>
<h2>Agree early goals</h2>
<p>By the end of the week, agree with your manager what you should focus on for your first month or so. Good early goals are:</p>
<ul>
<li><strong>Specific:</strong> "complete the support tool training and handle five simple tickets with a colleague" rather than "learn support";</li>
<li><strong>Realistic:</strong> they allow for learning time;</li>
<li><strong>Checked regularly:</strong> you know when you will next review progress together.</li>
</ul>
<h2>Set up regular check-ins</h2>
<p>Short, frequent conversations with your manager work better than rare long ones while you are new. Use them to:</p>
<ul>
<li>share what you have learned and done;</li>
<li>raise anything that is blocking you;</li>
<li>ask for feedback: what is going well, and what to do differently;</li>
<li>check your priorities are still right.</li>
</ul>
<p>Come with notes. It makes the time useful for both of you.</p>
<h2>Build relationships</h2>
<p>Introduce yourself to people you will work with outside your team. A short message or a coffee, in person or on a call, makes future collaboration much easier. Ask them what they work on, what they need from your team, and what they wish new people knew.</p>
<h2>When you are stuck</h2>
<ol>
<li>Try for a reasonable time on your own, and look in the knowledge base.</li>
<li>Then ask: your buddy, a colleague or your manager. Say what you have tried.</li>
<li>Write down the answer so you can find it next time.</li>
</ol>
<p>Nobody expects a new starter to work everything out alone. Spending a whole day stuck, rather than asking a five-minute question, helps no one.</p>
<h2>End of week one</h2>
<p>Take ten minutes to look back: what went well, what was confusing, and what you need next week. Share the main points with your manager. Welcome aboard.</p>`,
        ),
        make.quiz({
          title: 'First-week onboarding: check your understanding',
          description: 'Five questions on settling in well.',
          passMarkPercent: 80,
          questions: [
            make.trueFalse(
              'You are expected to know all the company policies by heart by the end of your first week.',
              false,
            ),
            make.multiple('Which are sensible things to sort out on your first day?', [
              make.right('Access to the systems you need'),
              make.right('Where the fire exits and assembly point are'),
              make.wrong('Rewriting the team’s processes'),
              make.right('Who to go to when you are stuck'),
            ]),
            make.single(
              'You have been stuck on a task for a while and have checked the knowledge base. What next?',
              [
                make.wrong('Keep trying alone all day so as not to bother anyone'),
                make.right(
                  'Ask your buddy, a colleague or your manager, saying what you have tried',
                ),
                make.wrong('Skip the task without telling anyone'),
              ],
            ),
            make.single('Which is the best example of an early goal?', [
              make.wrong('Learn everything about the product'),
              make.right(
                'Complete the support tool training and handle five simple tickets with a colleague this month',
              ),
              make.wrong('Be as busy as possible'),
            ]),
            make.trueFalse(
              'Noting things that confuse you as a newcomer can help improve onboarding for the next person.',
              true,
            ),
          ],
        }),
      ],
    },
  ],
}
