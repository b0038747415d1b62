import * as make from '../library-course'
import type { LibraryCourse } from '../library-course'

export const informationSecurityAwareness: LibraryCourse = {
  id: 2,
  key: 'information-security-awareness',
  name: 'Information security awareness',
  category: 'compliance',
  description:
    'Strong passwords and multi-factor authentication, recognising phishing, looking after devices and data, and reporting a security incident quickly.',
  sections: [
    {
      title: 'Protecting your accounts',
      items: [
        make.article(
          'Passwords and multi-factor authentication',
          `<p>Your work accounts open the door to customer data, money and colleagues' information. Most account break-ins do not need clever hacking: they use passwords that were guessed, reused or stolen. A few habits close that door.</p>
<h2>Use long, unique passwords</h2>
<ul>
<li><strong>Length beats complexity.</strong> A passphrase of several unrelated words is stronger and easier to remember than a short string of symbols.</li>
<li><strong>One password per account.</strong> When a website is breached, attackers try the stolen email and password everywhere else. Never reuse your work password on any other site.</li>
<li><strong>Avoid the obvious:</strong> names, birthdays, teams, the company name, or the same password with a number added each time.</li>
</ul>
<h2>Use a password manager</h2>
<p>Nobody can remember dozens of unique passwords. A password manager creates and stores them for you, so you only need to remember one strong master password. Use the one your organisation provides or approves. Do not keep passwords in a spreadsheet, a note on your desk or an unprotected file.</p>
<h2>Turn on multi-factor authentication</h2>
<p>Multi-factor authentication (MFA) asks for something more than your password: a code from an app, a security key, or a prompt on your phone. Even if someone steals your password, they cannot sign in without the second factor. Switch it on wherever it is offered.</p>
<p>Be suspicious of MFA prompts you did not ask for. Attackers who already have a password sometimes send prompt after prompt hoping you will approve one to make them stop. If you get a prompt you did not trigger, deny it and report it: it means someone has your password, so change it straight away.</p>
<h2>Never share your credentials</h2>
<ul>
<li>Nobody from IT, a bank or a supplier needs your password, and they will not ask for it.</li>
<li>Never read out a one-time code to someone who calls or messages you.</li>
<li>If a colleague needs access, they should request their own; shared accounts make it impossible to know who did what.</li>
</ul>
<h2>Lock up when you leave</h2>
<p>Lock your screen whenever you step away, even for a moment, and sign out of shared computers. An unlocked laptop is an open account.</p>`,
        ),
        make.article(
          'Recognising phishing',
          `<p>Phishing is a message designed to trick you into clicking a link, opening an attachment, handing over a password or making a payment. It arrives by email most often, but also by text message, chat, social media and phone calls. It is the most common way attacks on organisations begin.</p>
<h2>Warning signs</h2>
<ul>
<li><strong>Urgency or pressure:</strong> "Your account will be closed today", "Pay this invoice within the hour".</li>
<li><strong>An unusual request:</strong> buying gift cards, changing a supplier's bank details, sending a file of staff data.</li>
<li><strong>A sender that is nearly right:</strong> a display name you know with an odd address behind it, or a domain with one letter changed.</li>
<li><strong>Links that do not go where they say.</strong> On a computer, hover over a link to see the real address before clicking.</li>
<li><strong>Unexpected attachments</strong>, especially ones that ask you to enable macros or content.</li>
<li><strong>A request to sign in</strong> from a link in the message, to "verify" or "unlock" something.</li>
</ul>
<p>Modern phishing is often well written and can use real names and details found online. The absence of spelling mistakes proves nothing.</p>
<h2>What to do</h2>
<ol>
<li><strong>Pause.</strong> Pressure is a tactic. A few seconds of doubt are worth it.</li>
<li><strong>Check another way.</strong> If a message claims to be from a colleague, a supplier or a bank, contact them using details you already know, not the ones in the message.</li>
<li><strong>Go direct.</strong> To sign in somewhere, type the address yourself or use a bookmark.</li>
<li><strong>Report it</strong> using your organisation's reporting button or address, then delete it.</li>
</ol>
<h2>If you clicked</h2>
<p>Everyone can be caught out. If you clicked a link, opened an attachment or entered a password, report it immediately, and change the password if you entered one. Reporting quickly matters far more than the mistake itself: the security team can often stop an attack in its first minutes, but not after days of silence.</p>
<h2>Payment and data requests</h2>
<p>Be especially careful with any request to pay money, change bank details, or send personal data. Always confirm such requests through a separate, known channel, even when they appear to come from a senior manager.</p>`,
        ),
      ],
    },
    {
      title: 'Everyday habits',
      items: [
        make.article(
          'Devices, data and reporting incidents',
          `<p>Good security is mostly a set of everyday habits. These are the ones that matter most.</p>
<h2>Keep devices up to date</h2>
<ul>
<li>Install updates for your operating system, browser and apps when prompted. Many updates fix security holes that attackers already know about.</li>
<li>Use only software approved by your organisation, and do not switch off antivirus or other protections.</li>
<li>Keep work devices protected with a PIN, password or biometric lock.</li>
</ul>
<h2>Working away from the office</h2>
<ul>
<li>Never leave a laptop or phone unattended in a car, café or on public transport.</li>
<li>Be careful what others can see or hear: screens in public places and calls on trains are easy to overhear.</li>
<li>Use your organisation's approved connection method on public Wi-Fi, or a mobile hotspot.</li>
</ul>
<h2>Handle information with care</h2>
<ul>
<li>Store work files in approved systems, not on personal drives, personal email or unapproved cloud services.</li>
<li>Share files with the people who need them, not with "anyone with the link".</li>
<li>Double-check the recipient before sending an email containing personal or confidential information.</li>
<li>Do not plug in USB sticks you found or were given unexpectedly.</li>
<li>Keep paper documents tidy, lock them away, and shred them when no longer needed.</li>
</ul>
<h2>What counts as a security incident?</h2>
<p>Anything that could put the organisation's information or systems at risk, for example:</p>
<ul>
<li>a lost or stolen laptop, phone or security key;</li>
<li>an email with personal data sent to the wrong person;</li>
<li>clicking a phishing link or entering your password on a suspicious page;</li>
<li>unexpected pop-ups, files that will not open, or a device behaving strangely;</li>
<li>someone asking for access or information they should not have.</li>
</ul>
<h2>Report it straight away</h2>
<p>Report incidents as soon as you notice them, using your organisation's security contact or service desk. Say what happened, when, and what information or device is involved. Do not try to investigate yourself or delete evidence. You will not be blamed for reporting honestly; hiding an incident is what causes real damage.</p>`,
        ),
        make.quiz({
          title: 'Information security awareness: check your understanding',
          description: 'Six questions on passwords, phishing and incidents.',
          passMarkPercent: 80,
          questions: [
            make.single('Which password habit is the safest?', [
              make.wrong('One strong password used for every account'),
              make.right('A long, unique password for each account, kept in a password manager'),
              make.wrong('A short password with symbols, changed by adding a number each month'),
            ]),
            make.trueFalse(
              'If you receive a sign-in approval prompt you did not ask for, you should approve it so that it stops.',
              false,
            ),
            make.multiple('Which are warning signs of phishing?', [
              make.right('Pressure to act immediately'),
              make.right('A request to change a supplier’s bank details'),
              make.right('A link whose real address differs from the text shown'),
              make.wrong(
                'A message from a colleague’s address about a meeting you arranged together',
              ),
            ]),
            make.single(
              'You clicked a link and typed your password before realising the page was fake. What now?',
              [
                make.wrong('Say nothing and hope nothing happens'),
                make.wrong('Wait a few days to see if anything odd happens'),
                make.right('Report it at once and change your password'),
              ],
            ),
            make.trueFalse(
              'Well-written messages with no spelling mistakes can still be phishing.',
              true,
            ),
            make.multiple('Which of these are security incidents to report?', [
              make.right('A lost work phone'),
              make.right('An email with personal data sent to the wrong person'),
              make.wrong('Installing an update your computer offered'),
              make.right('A caller asking you to read out a one-time code'),
            ]),
          ],
        }),
      ],
    },
  ],
}
