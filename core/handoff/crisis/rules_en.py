"""English crisis rules, written against the normalised text (``normalise.py``: lower case, no punctuation,
"do not" for "don't", "kill myself" for "kms").

Each rule names the categories it signals. Who is at risk (the writer or a third party) is decided
afterwards from the words around the match (``rules.py``), so the self-harm rules accept any reflexive.
"""

from __future__ import annotations

from core.handoff.crisis.rule_contexts import DENIED_BEFORE, NOT_ASKED_IF_ALLOWED

PERSON = (r"(?:best friend|friend|roommate|room mate|flatmate|housemate|suitemate|classmate|lab partner|partner|"
          r"boyfriend|girlfriend|ex|husband|wife|fiance|brother|sister|sibling|cousin|mom|mum|mother|dad|father|"
          r"stepdad|stepmom|parent|uncle|aunt|son|daughter|teammate|colleague|coworker|neighbour|neighbor|"
          r"teacher|professor|instructor|lecturer|ta|tutor|advisor|adviser|supervisor|boss|coach|student|"
          r"guy|girl|man|woman|person|kid|child|baby|family|someone|somebody|stranger|ra|landlord|doctor|manager|pastor|"
          r"priest|driver|officer|uncle|stepbrother|stepfather)s?")
ME = r"(?:myself|my self)"
REFLEXIVE = r"(?:myself|my self|himself|herself|themselves|themself|yourself)"
HARM_VERB = (r"(?:kill|killing|killed|hurt|hurting|harm|harming|harmed|cut|cutting|burn|burning|starve|starving|top|neck|"
             r"hang|hanging|hanged|shoot|shooting|shot|stab|stabbing|poison|poisoning|drown|drowning|strangle|"
             r"suffocate|suffocating|choke|choking|end|off|offing)")
# a possessive names a thing, not the person: "kill my roommate's alarm", "attack the professor's office hours"
# (the normaliser writes "roommate's" as "roommates"; a person after it still counts: "my roommate's boyfriend")
_THINGS = (r"(?:alarm|alarms|phone|phones|plant|plants|office hours|car|laptop|music|playlist|cat|dog|fish|code|"
           r"essay|paper|grade|vibe|mood|buzz|snoring|cooking|tiktok|tiktoks|posts?|comments?|emails?|chances|"
           r"argument|theory|ideas?|hopes|dreams|game|team|record|project|slides|presentation|party|plans?|"
           r"inbox|printer|wifi|streak|ranking|score|fantasy team|sourdough|goldfish|cactus|speaker|guitar|drums|"
           r"alarm clock|ringtone|notifications|group chat|lecture|lectures|class|quiz|exam|homework|syllabus)")
VICTIM = (rf"(?:him|her|them|someone|somebody|people|everyone|everybody|others|other people|all of them|"
          rf"(?:my|the|that|this|a|some|those|these|his|her|their|our) {PERSON}(?! s? ?(?:\w+ )?{_THINGS}\b))")
DRUG = (r"(?:pills|pill|tablets|tablet|meds|medication|medications|medicine|sleeping pills|painkillers|pain killers|"
        r"paracetamol|acetaminophen|tylenol|ibuprofen|advil|aspirin|xanax|benzos|antidepressants|insulin|"
        r"prescription|prescriptions|opioids|oxy|fentanyl|heroin)")
AMOUNT = (r"(?:(?:a|the|an|my|his|her|their) (?:whole |entire |full )?(?:bottle|box|pack|packet|strip|jar|"
          r"handful|bunch|lot|load|stash|supply|month s supply)s? of|(?:way |far )?(?:too|so) many(?: of (?:my|his|her|their|the))?|(?:all|all of|every one of) "
          r"(?:my|the|his|her|their|those|these)|(?:every|each)(?: single)?|(?:too|so) many|a lot of|lots of|loads of|dozens of|handfuls of|"
          r"(?:like |about |around |maybe |almost |over )?(?:\d{2,}|twenty|thirty|forty|fifty|hundred|a hundred)(?: of)?"
          r"(?: my| his| her| the)?)")
PLACE = (r"(?:school|campus|class|classroom|building|dorm|dorms|library|lecture|lecture hall|hall|university|uni|"
         r"department|office|party|cafeteria|dining hall|gym|lab|quad|union|college|residence|stadium|church|house|exam|"
         r"exams|test|seminar|meeting|graduation|game|concert|event|practice|"
         r"frat|frat house|sorority|mosque|synagogue|temple|club|bar|center|centre)")

SELF_HARM = [
    # indifference to being here: "i've just stopped caring if i'm here next week"
    r"\b(?:stopped|stop|do not|don t|no longer) car(?:e|ing) (?:if|whether) i (?:am (?:here|alive|around)|live or die|"
    r"die|wake up|make it)\b",
    rf"\b{HARM_VERB} {REFLEXIVE}\b",
    r"\bsuicid\w*",  # suicide, suicidal, suicidio, suicidarme, suicidaire
    r"\b(?:how many|how much|enough) \w+(?: \w+)? (?:it takes |does it take |would it take |do i need |to take )?"
    r"(?:to )?(?:die|kill (?:me|myself|a person|someone|you)|be lethal|be fatal|overdose|od|not wake up|never wake up)\b",
    r"\b(?:painless|painlessly|quickest|easiest|quick|best|surest|most painless) (?:way|ways|method|methods) "
    r"(?:to|of) (?:die|dying|go|end it|kill myself|end my life|do it)\b|\bdo it painless\w*",
    r"\b(?:thinking|thought|think|thoughts|dreaming|fantasizing) (?:about|of) (?:jumping|hanging myself|overdosing|"
    r"ending it|dying|killing myself|ending my life|not waking up|not existing|my own death)\b",
    r"\b(?:might|may|will|could|should|going to|want to|about to|gonna) (?:just )?end (?:things|everything|it all)\b"
    r"|\b(?:might|may|will|going to|want to|about to) just end it\b",
    r"\b(?:i am|i will|i) (?:not|never) (?:going to )?be (?:here|around) (?:much longer|for long|for much longer|"
    r"any more|tomorrow|next week)\b",
    r"\b(?:want|need|wish) (?:it all|everything|all of it|all of this|my life) to (?:be over|end|stop)\b",
    r"\b(?:can not|do not think i can|unable to|not able to) keep (?:myself|my self) safe\b",
    r"\bbetter off (?:not existing|not alive|not being alive|not being here|never born|never having been born)\b",
    r"\b(?:stop|stopped|stops|cease|ceased) (?:existing|being alive|living)\b(?! (?:in|at|with|on|off|near|there|here)\b)",
    r"\b(?:just )?(?:going to|gonna|will|about to)(?: just)? end it\b(?! (?:with|for|by|early|after|before|now with)\b)",
    r"\bwhat is (?:even )?the point (?:any more|of anything|of it all|of trying any more|of me)\b",
    r"\bonly way out\b.{0,30}\b(?:dead|die|dying|death|kill)|\b(?:if|once|when) i am (?:dead|gone for good)\b",
    r"\b(?:been|started|keep|am|relapsed and) cutting (?:again|deeper|more)\b|\bcutting (?:again|deeper)\b",
    r"\b(?:building|bridge|roof|rooftop|balcony|cliff|tower|parking garage|top floor)\b.{0,50}\bjump\b"
    r"|\bjump\b.{0,40}\b(?:bridge|roof|rooftop|balcony|cliff|tower|parking garage|top floor)\b",
    r"\b(?:this is|that was|here is) my (?:last|final) (?:message|post|goodbye|text|words)\b",
    r"\b(?:end|ending|ended|take|taking|took|taken) (?:my|his|her|their) (?:own )?life\b",
    r"\bend(?:ing|ed)? it all\b",
    r"\b(?:end|ending) (?:it|everything|things|my life|the pain) (?:tonight|today|now|right now|soon|for good|"
    r"forever|this week|this weekend|once and for all)\b",
    r"\b(?:thinking|thought|think|thoughts|plan|planning|ready|decided) (?:about|of|on|to)? ?end(?:ing)? "
    r"(?:it|everything|things|my life|it all)\b",
    r"\b(?:want|wants|wanting|wanted|going|plan|plans|planning|ready|deserve|deserves|try|trying|tried|wish|"
    r"wishes|about|decided|prefer) to die\b",
    r"\b(?:wish|wished|hope|wishing) (?:i|he|she|they) (?:was|were|had|could be|would be) (?:dead|never born|"
    r"never been born|gone|died)\b",
    r"\b(?:better|rather) (?:be )?(?:off )?dead\b",
    r"\bbetter off without (?:me|him|her|them)\b",
    r"\b(?:better off|happier|fine) (?:without me|if i (?:was|were) gone|if i died|when i am gone)\b",
    r"\b(?:do not|never|no longer|not) (?:want|wish|feel like) to (?:live|be alive|exist|wake up|keep living|"
    r"go on living|stay alive)\b(?! (?:in|at|with(?! (?:this|the|that|my|all this) (?:pain|feeling|guilt|shame|fear|"
    r"depression|anxiety|emptiness|voices?|memories|thoughts)\b)|on|off|near|there|here|alone|together|on campus|off campus)\b)",
    r"\b(?:do not|never|no longer) want to (?:be here|be around|continue|go on|keep going) "
    r"(?:any more|any longer|no more)\b",
    r"\b(?:no|nothing|not any|zero) (?:reason|reasons|point|will) (?:to|in|for) (?:live|living|life|"
    r"going on|go on|keep going|being alive|be alive|stay alive|existing)\b",
    r"\bnothing (?:left )?to live for\b",
    r"\b(?:nobody|no one|noone|everyone|everybody|anyone|they|people|my family|my parents) (?:would|will) (?:even )?"
    r"(?:notice|care|miss me|be (?:happier|better|relieved|fine|glad))\b.{0,30}\bif i (?:was|were|am|was not|"
    r"were not|died|disappeared|left for good|killed myself|was gone|were gone)\b",
    r"\bmy (?:own )?funeral\b",
    r"\b(?:burn|burning|burned|burnt|scratch|scratching|hit|hitting|punch|punching|bruise|bruising|carve|carving|"
    r"cut|cutting|pinch|bang|banging) (?:my|his|her|their) (?:own )?(?:skin|arms?|wrists?|legs?|thighs?|body|stomach|"
    r"head|face|hands?)\b.{0,30}\b(?:on purpose|purposely|deliberately|intentionally|to feel|when i am)\b"
    r"|\b(?:on purpose|purposely|deliberately|intentionally) (?:hurt|cut|burn|harm|hit|starve|bruise|scratch)\w*\b",
    r"\b(?:rope|noose|gun|pistol|blade|razor|pills)\b.{0,60}\b(?:using it|use it on myself|use them|using them|"
    r"to do it|to end it)\b",
    r"\bcan not see myself (?:being )?(?:alive|living|around|here|making it|surviving)\b"
    r"|\bcan not see myself (?:\w+ ){1,5}alive\b",
    r"\bcheck (?:out|myself out) (?:for good|permanently|of (?:life|this world))\b",
    r"\b(?:want|wish|wanna|need) to (?:just )?stop breathing\b|\bwant my heart to stop\b",
    r"\b(?:done|finished) (?:with )?(?:living|life|being alive|existing)\b",
    r"\bnothing (?:is|feels|seems) worth (?:it|living for) any more\b",
    r"\bwant to not (?:be here|exist|be alive|wake up)\b",
    # a passive wish said as indifference: "i wouldn't mind if i died in my sleep", "wouldn't care if i didn't wake up"
    r"\b(?:would not|wouldnt|would not really|do not|dont|would honestly not) (?:mind|care) (?:if i|if i just|to) "
    r"(?:died|die(?! for\b)|dying|did not wake up|didnt wake up|never woke up|not wake up|never wake up|got hit by a \w+|"
    r"was not here|were not here|was gone|were gone|disappeared forever|stopped existing|ceased to exist)\b",
    r"\b(?:wish|hope) (?:i|he|she) (?:could|would|might) (?:just )?(?:die|disappear forever|not wake up|never wake up)\b",
    r"\b(?:should|might as well|may as well) (?:just )?(?:die|kill myself|end it)\b",
    r"\b(?:i am|i feel like|i feel) (?:such )?a burden (?:to|on) (?:everyone|everybody|my family|my friends|them|"
    r"the world|my parents)\b",
    r"\b(?:planned|planning|plan) (?:out )?(?:how|when|where) (?:i will|i would|i am going to|to) (?:do it|die|end it|"
    r"kill myself)\b",
    r"\b(?:what i (?:might|could|will|would|am going to) do|do something) to (?:myself|my self)\b",
    r"\b(?:scared|afraid|worried|terrified) (?:of what|that) i (?:might|will|could|am going to) (?:do|hurt)\b",
    r"\bi have (?:the|a|my) (?:blade|razor|gun|noose|rope|pills) (?:in my hands?|right here|ready|next to me)\b",
    r"\b(?:how much|how many)\b.{0,30}\b(?:is|are|would be|would it take to be) (?:lethal|fatal|deadly)\b",
    r"\b(?:want|wish|wishing|ready|going) to be dead\b",
    r"\b(?:drive|driving|crash|crashing|steer|steering) (?:my car |the car |myself )?(?:off|into) (?:a|the) "
    r"(?:bridge|cliff|wall|tree|river|lake|oncoming traffic|road|truck)\b",
    r"\b(?:do not|does not|did not|can not|no longer) see (?:a|the|any) (?:point|reason|future|way out)"
    r"(?: any more| in (?:living|life|anything|going on|being alive)| to (?:living|life))?(?= *$)",
    r"\b(?:do not|does not|did not|can not|no longer) see (?:a|the|any) (?:point|reason|future|way out) "
    r"(?:any more|in (?:living|life|anything|going on|being alive)|to (?:living|life))\b",
    r"\b(?:life|living|it) (?:is|feels|seems)? ?(?:not|no longer|never) worth (?:living|it any more|"
    r"the pain|being alive)\b", r"\bnot worth living\b",
    r"\b(?:i|i will|i am going to) (?:not|never) (?:be alive|still be alive|be living) (?:by|for|to see|"
    r"until|when|next|through the (?:semester|year|week|night))\b(?! (?:in time|on time|for (?:the|my) (?:class|"
    r"lecture|exam|meeting|deadline|bus|train))\b)",
    r"\bdo not think i (?:will|would) (?:be alive|still be alive|be living)\b"
    r"(?! (?:in time|on time|to (?:the|my|class)|for (?:the|my) (?:class|lecture|exam|meeting|deadline|bus|train)"
    r"|through (?:the|this) (?:exam|course|class|lecture|module))\b)",
    r"\b(?:life|living|my life) (?:has|have|holds) no (?:meaning|point|purpose)\b",
    r"\bwhat is the point (?:of|in) (?:living|life|being alive|going on|existing|anything any more)\b",
    r"\bcan not (?:go on|keep going|keep living|live like this|take (?:it|this|life|the pain) any more|"
    r"do this any more|cope any more)\b(?! (?:with|to|in|at|like that|on|this|the|my|studying|working)\b)",
    r"\b(?:give|giving|gave) up on (?:life|living|myself)\b",
    r"\b(?:tired|sick) of (?:living|being alive|life|existing)\b",
    r"\b(?:disappear|vanish|sleep|go to sleep|fall asleep) (?:forever|for good|and never wake up|"
    r"and not wake up)\b|\b(?:want|wish|going|need|like) to (?:just )?(?:disappear|vanish) (?:permanently|for ever)\b",
    # researching the means: a lethal amount of one's own medication, what "would do it"
    r"\b(?:lethal|fatal|deadly|overdose) (?:dose|amount|quantity) (?:of|for) (?:my|his|her|their|these|those|the pills|"
    r"the tablets)\b",
    r"\b(?:research\w*|look\w* up|googl\w*|search\w*|read\w* about|figur\w* out) (?:how much|how many|what amount)"
    r"\b(?: \w+){1,4} (?:would|will|it would take to|it takes to|to) (?:do it|do the job|be enough|finish me|end it|"
    r"kill me|not wake up)\b",
    r"\bhow (?:much|many)\b(?: \w+){1,3} (?:would|will) (?:do it|do the job|be enough to (?:die|not wake up)|"
    r"finish me)\b",
    # a past attempt and the same feelings now
    r"\b(?:attempted|(?:attempted|tried) (?:suicide|to (?:kill myself|end it|end my life|take my life))) (?:last|before|once|twice|"
    r"in high school|a (?:year|few years|couple of years) ago|\w+ years ago)\b.{0,60}\b(?:same way|again|are back|"
    r"is back|coming back|thinking about it)\b",
    r"\b(?:never|not) (?:to |going to |gonna |want to )?wake up (?:again|tomorrow)\b",
    r"\bsuicide (?:note|letter|message)\b",
    r"\b(?:giving|gave|give) away (?:all )?(?:my|his|her) (?:stuff|things|belongings|possessions)\b"
    r"|\b(?:giving|gave|give|given) (?:all )?(?:my|his|her) (?:stuff|things|belongings|possessions) away\b"
    r"(?=.{0,40}\b(?:will not|would not|do not|does not|not going to) need\b)",
    r"\b(?:do not|does not|not|never) (?:plan|planning|intend|intending|expect|expecting) (?:on|to) (?:being|be|still be|"
    r"staying|stay) (?:alive|living|around (?:much longer|for long|any more))\b",
    r"\b(?:say|saying|said) (?:my )?(?:final |last )?goodbyes?\b.{0,30}\b(?:forever|for good|everyone|"
    r"before i go|last time)\b",
    r"\b(?:jump|jumping|jumped|throw myself|leap|leaping|yeet myself|yeet) (?:off|from|in front of) (?:a|the|my|this|our)? ?"
    r"(?:\w+ )?(?:bridge|roof|rooftop|building|balcony|cliff|window|tower|overpass|parking garage|train|"
    r"bus|truck|car|ledge)\b",
    r"\b(?:slit|slash|slashing|cut|cutting|slice|slicing|carve|carving) (?:my|his|her|their) "
    r"(?:wrists?|throat|arms?|legs?|thighs?|skin)\b",
    r"\bself (?:harm|harming|harmed|injury|injure|injuring|mutilation|mutilate)\b",
    r"\b(?:overdosed|overdosing|took an overdose|overdose on|to overdose|(?:i|he|she|they) (?:will|might) "
    r"overdose)\b",
    rf"\b(?:took|take|taking|taken|swallow|swallowed|swallowing|down|downed|chug|chugged|ate|eat) {AMOUNT} "
    rf"(?:\w+ ){{0,2}}{DRUG}\b",
    rf"\b{DRUG}\b.{{0,40}}\b(?:i am done|end it|goodbye|be over|for good|never wake up)\b",
    rf"\b{DRUG}\b.{{0,60}}\b(?:take|swallow|down|taking|swallowing) (?:them|it|those|these) all\b",
    rf"\b{DRUG}\b.{{0,60}}\b(?:take|swallow|taking) all of (?:them|it)\b",
    rf"\b(?:stockpil\w*|hoard\w*|saving up|saved up|saving|saved|hiding|hid|collecting|collected|buying up) "
    rf"(?!(?:for|to buy|money|cash) )(?:\w+ )?{DRUG}\b(?! (?:for (?:the|my) (?:exam|trip|flight|test|class))\b)",
    rf"\benough {DRUG} to\b", r"(?!.*\b(?:printmaking|linoleum|shaving|crafts?|art class|hunting|deer|season|range|target practice)\b)\bi (?:bought|got|have|own|found|"
    r"keep|tied|made|hid|am holding) (?:a|the|my)? ?(?:\w+ )?(?:noose|rope|gun|pistol|handgun|revolver|rifle|shotgun|firearm|"
    r"razor blades?)\b(?!\s(?:course|class|club|lab|safety|license|licence|training)\b)",
    r"^ (?:just )?(?:bought|got) (?:the|a) (?:rope|noose)\b(?! (?:for|to|from|at|ladder|course|class|swing)\b)",  # "bought the rope"
    r"\b(?:gun|pistol|rifle|blade|razor|knife|noose|rope) (?:to|against|around) my (?:head|temple|throat|neck|"
    r"wrists?|skin|chest)\b",
    r"\b(?:told|telling|tell|tells) me to (?:kill myself|kill yourself|die|go die)\b",
    r"\bsay goodbye to (?:everyone|you all|my family|the world)\b",
    # passive ideation: no reason to go on living, in its everyday forms
    r"\b(?:do not|can not|no longer) see (?:the|any) (?:point|reason) (?:in|of|to|for) (?:waking up|wake up|living|"
    r"being alive|going on|being here|existing|getting up|carrying on|trying any more)\b(?! (?:the|a|this|that|with|to|in|on|at|off|near|there|here|abroad|early|for|so|just)\b)",
    r"\bno (?:point|reason) (?:in|of|to) (?:waking up|wake up|living|being alive|keep living|keep going|existing|"
    r"carrying on|going on)\b(?! (?:the|a|this|that|with|to|in|on|at|off|near|there|here|abroad|early|for|so|just)\b)",
    # a drug bought or kept and the intent to take it soon: "bought paracetamol ... going to take it tonight"
    rf"\b(?:a lot of|lots of|a bunch of|a bottle of|a box of|a pack of|bottles of|boxes of|all (?:my|the|of my)|a handful "
    rf"of|enough|so many|too many|loads of) (?:\w+ )?{DRUG}\b.{{0,60}}\b(?:going to|gonna|will|about to|plan to|"
    rf"planning to) (?:take|swallow|down) (?:it|them|all|it all|them all|the lot)\b(?: \w+){{0,2}} (?:tonight|today|"
    rf"now|right now|after|when|before|this weekend|tomorrow)\b",
    # not wanting to be here tomorrow; the last message to anyone
    r"\b(?:do not|never|no longer) want to (?:be here|be around|wake up|be alive) (?:tomorrow|next week|by (?:then|"
    r"tomorrow|morning)|after (?:tonight|today|this))\b(?! (?:for|at|in|because|since|when|during|early|on time|to|class|lab)\b)",
    r"\b(?:last|final) (?:time|message) (?:i will|i am going to|i will ever|i ever)? ?(?:be )?(?:messaging|message|"
    r"talking to|talk to|texting|text|speak to|speaking to|writing to|write to) (?:anyone|anybody|you all|any of you|"
    r"everyone)\b",
    r"\b(?:not|never) going to be (?:around|here|alive) (?:after|past|beyond|by the end of|much longer|for long)\b"
    r"(?! (?:the (?:break|holidays|summer)|graduation|this (?:term|semester) (?:because|as|since) i)\b)",
    r"\b(?:after|when|once) i am (?:gone|dead|no longer (?:here|around|alive))\b(?! (?:for|to|on|abroad|home|away|"
    r"from|back|next|this|over|during|in|at|until|till)\b)",
    # a note or a goodbye and a way to a height or water
    r"\b(?:note|letter|letters|goodbye|goodbyes)\b.{0,40}\b(?:going to|gone to|heading to|headed to|went to|on (?:her|"
    r"his|their|my) way to|driving to|walking to) (?:the |a )?(?:\w+ )?(?:bridge|roof|rooftop|tracks|cliff|river|lake|"
    r"sea|parking garage|top floor|tower)\b",
    r"\b(?:not|never) (?:be|going to be) (?:a burden|a problem|in (?:the|anyone s|everyone s) way) (?:much longer|for much "
    r"longer|for long|any longer|any more|soon)\b",
    r"\b(?:letter|letters|note|notes|will|goodbye|goodbyes)\b.{0,40}\bin case (?:something|anything) happens to me\b",
    r"\b(?:is|are|was|were|i am|been) (?:standing|sitting|climbing|leaning) (?:on|over|onto) (?:the |a |his |her |"
    r"their |my )?(?:ledge|balcony railing|roof edge|bridge railing|window ledge|edge of (?:the |a )?(?:roof|bridge|"
    r"building|cliff|platform|balcony)|railing of (?:the |a )?(?:bridge|balcony|roof))\b",
    # on the tracks, a ledge or an edge, now
    r"\b(?:i am|i have been|been|i keep|keep|currently) (?:sitting|standing|lying|laying) (?:on|at|by|near) "
    r"(?:the |a |this )?(?:train |railway |rail )?(?:tracks|track|rails|ledge|edge of (?:the )?(?:roof|bridge|"
    r"building|cliff|platform))\b(?! (?:crossing|station|stop)\b)",
    # at a height, now
    r"\b(?:i am|i have been) (?:standing|sitting|up) on (?:the |a |this )?(?:edge|ledge|bridge|roof|rooftop|railing|"
    r"balcony|top floor|tracks)\b",
]

HARM_TO_OTHERS = [
    rf"\b(?:kill|killing|murder|murdering|shoot|shooting|stab|stabbing|strangle|strangling|poison|poisoning|"
    rf"hurt|hurting|attack|attacking|beat up|beating up|punch|punching|run over|slaughter|execute) "
    rf"{VICTIM}\b",
    rf"\bshoot(?:ing)? up (?:the|a|this|that|my|our|his|her) (?:\w+ )?{PLACE}\b",
    # (not a question whether it is allowed, with no one named to use it on: "can i bring a pocket knife on campus or is
    # that against policy?", session 31's read look-alikes; nor one denied before it: DENIED_BEFORE)
    rf"\b{NOT_ASKED_IF_ALLOWED}{DENIED_BEFORE}(?:bring|bringing|brought|take|taking|carry|carrying|sneak|sneaking) (?:a|my|the|his|her|some|their)? "
    rf"?(?:\w+ ){{0,2}}(?:gun|guns|rifle|pistol|knife|knives|bomb|bombs|weapon|weapons|explosives?|machete) "
    rf"(?:to|into|onto|in|on) (?:the |a |my |our |this )?(?:\w+ )?{PLACE}\b",
    rf"\b(?:bomb|blow up|blowing up|set fire to|setting fire to|burn down|burning down|torch|shoot|attack|"
    rf"attacking|storm|raid) "
    rf"(?:the|this|a|that|my|our) (?:\w+ )?{PLACE}\b",
    # the particle after the place: "burn the dorm down", "blow the lecture hall up", "shoot the place up"
    rf"\b(?:burn|burning|blow|blowing|shoot|shooting) (?:the|this|that|my|our|his|her|their) (?:\w+ )?(?:{PLACE}|place) "
    rf"(?:down|up)\b",
    r"\b(?:homicidal|murderous) (?:thoughts|urges|feelings|ideas)\b|\bhomicidal\b",
    rf"\b(?:thoughts|urges|urge|fantasies|fantasize|fantasizing|dream) (?:of|about|to) (?:killing|hurting|"
    rf"harming|shooting|stabbing|murdering|kill|hurt|harm|shoot|stab) {VICTIM}\b",
    r"\bmake (?:them|him|her|everyone|everybody|those people|people) (?:all )?(?:pay|suffer|bleed)\b",
    # veiled threats: people (not a bill) who are going to pay or regret it, revenge on people
    rf"\b(?:they|he|she|everyone|everybody|all of them|you all|(?:the|those|these|all the) (?:people|guys|students|"
    rf"kids)(?: \w+){{0,6}}) (?:are |is )?(?:going to|gonna|will) (?:all )?(?:pay for (?:this|what)|regret (?:it|this|"
    rf"what|laughing|the day|ever)|be sorry)\b",
    rf"\bmake (?:everyone|everybody|them|him|her|you all|all of them|{VICTIM})(?: \w+){{0,5}} (?:regret|pay for|"
    rf"be sorry)\b",
    # "the TA who reported me better watch his back": a warning to a person, not posture or looking out for a friend
    r"\b(?:better|had better|should|needs to|need to|has to|have to|s gonna have to) watch (?:his|her|their|your|ur|"
    r"them|yo) (?:own )?backs?\b(?! (?:muscles?|posture|pain|when lifting|while lifting)\b)",
    rf"\b(?:get|getting) (?:back at|even with|revenge on) (?:him|her|them|everyone|everybody|the whole \w+|{VICTIM})\b",
    r"\b(?:take|taking) (?:everyone|everybody|as many (?:people )?as (?:i|he|she|they) can|them all|all of them) "
    r"(?:with (?:me|him|her|them)|down with (?:me|him|her|them))\b(?! (?:to|for|and|so|while|as)\b)",
    r"\b(?:put|putting|slip|slipping) (?:something|poison|bleach|drugs|pills) (?:in|into) (?:my|his|her|their|the) "
    r"(?:\w+ )?(?:roommate s |friend s |boss s |professor s )?(?:food|drink|coffee|water|meal)\b",
    r"\b(?:kill|shoot|stab|hurt) (?:them|everyone|everybody|people) all\b",
    rf"\b(?:run|running|ran|drive|driving) (?:{VICTIM}|him|her|them|my ex) (?:over|down)\b",
    # a weapon at hand and the intent to use it on someone
    r"\b(?:i have|i got|i am carrying|i brought|i keep|there is) (?:a|my|the|his) (?:\w+ )?(?:knife|gun|blade|"
    r"weapon|pistol|rifle|machete|bat)\b.{0,60}\b(?:(?:i will|i am going to|going to|gonna) (?:use it on|stab|shoot|hurt|"
    r"cut|kill) (?:him|her|them|someone|somebody|anyone|people|that \w+|the \w+)|\bif\b.{0,40}\b(?:i will|i am going "
    r"to|gonna) use it)\b",
]

ASSAULT_ABUSE = [
    r"\b(?:was|were|been|got|get|getting|being|am|is|keep getting) (?:sexually |physically |repeatedly |"
    r"violently )?(?:assaulted|raped|molested|abused|groped|drugged|roofied|beaten|beat up|trafficked|"
    r"strangled|choked|stalked|attacked)\b",
    r"\bsexual(?:ly)? (?:assault|assaulted|abuse|abused|violence|violated)\b",
    r"\b(?:rape|raped|raping|rapist|date rape)\b",
    r"\b(?:domestic|intimate partner|dating|family) (?:violence|abuse)\b",
    rf"\b(?:he|she|they|{PERSON}) (?:hits|hit|beats|beat|chokes|choked|slaps|slapped|kicks|kicked|punches|"
    rf"punched|abuses|abused|rapes|molests|molested|strangled|strangles|shoves|shoved|grabbed|grabs) me\b"
    rf"(?! (?:with|up|back|in the|on the shoulder)\b)",
    r"\b(?:is|are|has been|have been|keeps|keep|kept|started) (?:abusing|hitting|beating|stalking|"
    r"molesting|hurting|choking|threatening) (?:me|us)\b",
    r"\bstalking me\b|\bstalker\b",
    # held against one's will, then touched (session 34; not a hug: "held me while i cried and then kissed my forehead")
    r"\b(?:pinned me|cornered me|locked me in|trapped me|held me (?:down|back|against|there|in place|by (?:the|my) (?:arm|"
    r"wrist|neck|hair|throat)|in (?:his|her|their) (?:office|room|car|apartment|dorm))|would not let me (?:leave|go|out))(?: "
    r"\w+){0,6} (?:and|then) (?:he |she |they )?(?:touched|groped|kissed|felt me up|undressed|fondled)(?! (?:on|upon|base)\b)",
    r"\b(?:groping|groped|gropes|molesting|molested|molests|fondling|fondled|raped|rapes) (?:me|her|him|my)\b",
    r"\b(?:put|slipped|spiked|dropped) (?:something|a pill|drugs|roofies) (?:in|into) (?:my|her|his) drink\b",
    r"\b(?:pushes|pushed|shoves|shoved|throws|threw) me (?:around|down|into|against|to the)\b",
    r"\b(?:will not|does not|would not|never) let me (?:leave|go out|see my friends|go home|call anyone)\b",
    rf"\b(?:he|she|they|{PERSON}) (?:touches|touched|keeps touching|is touching|touching) me\b",
    r"\babusive (?:relationship|partner|boyfriend|girlfriend|husband|wife|parent|parents|home|household|"
    r"father|mother|dad|mom|family|ex|roommate)\b",
    r"\b(?:touched|kissed|filmed|photographed|recorded|undressed|groped) me (?:without|against|while i was|"
    r"when i was (?:drunk|asleep|passed out))\b",
    r"\b(?:touches|touched|touching) me (?:inappropriately|down there|sexually)\b",
    r"\bforced (?:me|himself|herself) (?:to have sex|into sex|on me|to do sexual|to sleep with)\b",
    r"\b(?:non consensual|nonconsensual|without my consent|against my will)\b",
    r"\b(?:spiked|drugged) my drink\b",
    r"\bforced (?:me|her|him) (?:to do|into doing|into) (?:sexual \w+|sex|(?:stuff|things|something) (?:i|she|he) "
    r"(?:did not|do not|never) (?:want|agree))\b",
    r"\bif i (?:do not|will not|refuse to|stop) (?:send (?:him|her|them) (?:\w+ )?(?:pictures|photos|pics|nudes)|"
    r"send (?:nudes|naked \w+)|sleep with (?:him|her|them)|have sex with (?:him|her|them)|(?:go|come) (?:back )?to "
    r"(?:his|her|their) (?:place|room|apartment|house|car))\b.{0,30}\b(?:fail|report|fire|expel|hurt|post|leak|ruin|"
    r"kick)\b",
    # silence bought with a threat: "he'll cut me from the team if I tell"
    r"\b(?:will|would|going to|threatened to|threatens to|says (?:he|she|they) will|said (?:he|she|they) would) "
    r"(?:hurt|kill|hit|beat|post|share|send|leak|release|expose|ruin|cut me from|kick me (?:out|off)|get me deported|"
    r"tell (?:everyone|my parents|my family))(?: \w+){0,5} (?:if|unless) i (?:tell|told|report|reported|say anything|"
    r"go to the police|tell anyone)\b",
    rf"\b(?:{PERSON}|he|she|they) (?:sends|sent|keeps sending) me (?:sexual|explicit|nude|naked|dirty) "
    rf"(?:messages|texts|photos|pictures|pics|videos)\b",
    # a grade or a job traded for sex or a visit, and unwanted presence that will not stop
    r"\b(?:fail|failing|lower|drop|fire|expel|report|kick) (?:me|my grade|my mark)\b.{0,30}\bunless i "
    r"(?:spend the (?:night|weekend|evening) with|sleep with|have sex|kiss|date|send (?:him|her|them) (?:pictures|photos|pics|nudes)|(?:go|went|come|came) "
    r"(?:back )?(?:to|over to|home with) (?:his|her|their|him|her|them)(?: (?:apartment|place|room|house|flat|hotel|car))?)\b",
    # leverage over a visa, funding or a letter traded for a visit: "he'll pull my visa sponsorship unless i
    # spend the weekend with him"
    r"\b(?:pull|cancel|revoke|withdraw|take away|cut|stop|drop|end|fail|lower|withhold|not sign|refuse to sign)\b"
    r"(?: \w+){0,3} (?:visa|sponsorship|funding|stipend|assistantship|scholarship|recommendation|reference|letter|"
    r"position|job|contract|grade|mark|degree|thesis|defen[cs]e)\b.{0,30}\b(?:unless i|if i (?:do not|will not|"
    r"refuse to)) (?:spend the (?:night|weekend|evening|day) with|sleep with|have sex|hook up|(?:come|go) (?:back )?to "
    r"(?:his|her|their) (?:place|room|hotel|apartment|house)|go (?:home|away) with|go on a date|date|kiss|send (?:him|"
    r"her|them))\b",
    r"\b(?:sleep with|have sex with|date|kiss|send (?:him|her|them) (?:pictures|photos|nudes)) (?:him|her|them)\b"
    r".{0,40}\b(?:for|to get|in exchange for|or (?:he|she|they) will (?:fail|report|fire))\b.{0,20}\b(?:grade|"
    r"mark|pass|job|visa|reference|recommendation|fail)\b",
    rf"\b(?:he|she|they|{PERSON}|someone|somebody)(?: \w+){{0,6}} (?:will not|does not|would not|"
    rf"never) (?:stop )?(?:showing up|turning up|following me|waiting for me|messaging me|texting me|calling me|"
    rf"contacting me)\b(?=.{{0,40}}\b(?:my|me|i)\b)",
    # "keeps texting me" alone is a parent or a TA; it is a crisis when it goes on against a refusal or frightens
    rf"\b(?:he|she|they|{PERSON}|someone|somebody)(?: \w+){{0,6}} (?:keeps|kept) (?:on )?(?:showing up|turning up|"
    rf"following me|waiting for me|messaging me|texting me|calling me|contacting me)\b(?=.{{0,80}}\b(?:even "
    rf"(?:though|after|when)|after i (?:blocked|told|asked|said)|i blocked|blocked (?:him|her|them)|if i (?:block|"
    rf"tell|report|ignore|say no|stop)|(?:told|asked) (?:him|her|them) to (?:stop|leave me alone)|i said no|"
    rf"scared|afraid|terrified|unsafe|creepy|creeped|watching me|will not leave me alone|does not leave me alone|"
    rf"(?:pics|pictures|photos|videos) of (?:himself|herself|themselves)|(?:at|to|outside) my (?:door|dorm|window|"
    rf"room|apartment|house|flat|work|job|gym|building|lectures|classes|car)|(?:grade|mark|spot|place|job|visa) "
    rf"(?:depends|depend|depended) on (?:whether|if) i|every (?:night|day)|all the time|constantly|everywhere i go|wherever i go)\b)",
    rf"\b(?:he|she|they|{PERSON}|someone|somebody) (?:keeps |kept |always |repeatedly |tried to |tries to )?"
    rf"(?:touch|touches|touched|touching|grab|grabs|grabbed|grabbing|rubs|rubbed|rubbing|feel|feels|felt) (?:up )?my "
    rf"(?:leg|legs|thigh|thighs|butt|ass|chest|breasts?|body|waist|knee|crotch|private parts)\b",
    r"\b(?:threaten\w*|going to|will) (?:to )?(?:post|share|send|leak|release) my (?:nudes|nude (?:photos|pictures|pics)|"
    r"naked (?:photos|pictures|pics)|intimate (?:photos|pictures|videos))\b|\b(?:posted|shared|leaked|sent) my "
    r"(?:nudes|nude (?:photos|pictures|pics)|naked (?:photos|pictures|pics))\b",
    r"\b(?:said|told (?:him|her|them)) (?:no|stop)\b.{0,30}\b(?:did not stop|would not stop|kept going|"
    r"continued|anyway)\b",
]

IMMEDIATE_DANGER = [
    # locked in somewhere that kills: a walk-in freezer or cold room
    r"\b(?:i am|we are|i got|we got|i have been|we have been|i was|locked myself) (?:locked |trapped |stuck |shut )?(?:in|"
    r"inside) (?:a|the) (?:\w+ )?(?:freezer|cold room|walk in (?:freezer|cooler|fridge)|fridge room)\b",
    # "safe" only after a negation: "i am safe at home now" is not a danger
    r"(?<!\bif )(?<!\bwhen )\b(?:(?:i am|we are|i feel) (?:so |really |very )?(?:unsafe|in danger|in immediate danger|"
    r"in serious danger|not safe|not so safe|not really safe)|(?:i am not|we are not|i do not feel|i no longer feel|"
    r"i feel not|i never feel) (?:so |really |very )?safe)\b(?! (?:of|to|with|from fail\w*|leaving|storing|"
    r"keeping|parking|using|sharing|submitting|putting|locking|walking|driving|riding|biking|taking|in the lab)\b)",
    r"\b(?:i am|we are) (?:in )?(?:danger|unsafe|not safe)\b(?! (?:of|to|for|with|enough)\b)",
    r"\b(?:fear|afraid|scared|terrified) for my (?:life|safety)\b",
    r"\b(?:someone|somebody|a (?:man|guy|person|stranger|woman)|he|she|they|my ex) (?:is|are|has been|keeps|"
    r"was) (?:following|chasing|outside my (?:door|room|window|apartment|house|dorm)|trying to (?:get in|"
    r"break in|break into|hurt me|kill me|get me)|breaking in|breaking into|banging on my door)\b",
    r"\b(?:someone|somebody|a man|a guy|people|they|he|she) (?:is|are) (?:shooting|firing|stabbing people)\b",
    r"\b(?:someone|somebody|a stranger|a man|a guy) (?:is|are) (?:in|inside) my (?:apartment|room|house|dorm|flat)\b",
    r"\b(?:not breathing|stopped breathing|no pulse|turning blue|will not wake up|unresponsive)\b",
    r"\b(?:going to|gonna|will|wants to|want to|threatened to|threatening to|trying to|tried to|said he would|said she would|"
    r"says he will|says she will|(?:told|texted|messaged|warned|promised) me (?:that )?(?:he|she|they) (?:would|will|"
    r"was going to|were going to)) (?:kill|hurt|shoot|stab|rape|beat|attack|strangle|find) me\b",
    r"\b(?:there is|there are|i see|i saw|someone has|somebody has|someone with|somebody with|"
    r"(?:a|some) (?:man|guy|person|student|stranger|woman) with|he has|she has) (?:an? |some )?"
    r"(?:gun|guns|knife|weapon|rifle|pistol|bomb|machete)\b",
    rf"\b{NOT_ASKED_IF_ALLOWED}(?:gun|guns|weapon|rifle|bomb|shooter|shooting|explosion|explosive|knife) (?:on|in|at|near) "
    rf"(?:the |our |my )?(?:\w+ )?{PLACE}\b(?! (?:policy|policies|rules?|code|ban)\b)",
    r"\b(?:active shooter|shots fired|bomb threat|hostage|lockdown now|gunshots|gun shots)\b",
    # a person with a weapon, the words between them free ("someone in my dorm has a gun")
    rf"\b(?:someone|somebody|a (?:man|guy|person|student|stranger|woman)|he|she|they|{PERSON})(?: \w+){{0,4}} "
    rf"(?:has|had|got|is carrying|is holding|pulled out|brought|is waving) (?:an? |his |her |their |some )?"
    rf"(?:gun|guns|knife|weapon|rifle|pistol|bomb|machete)\b"
    rf"(?! (?:block|set|sharpener|safety|course|class|license|licence|permit|collection|club|range|show)\b)",
    r"\b(?:building|dorm|room|house|apartment|lab|kitchen|hall) is on fire\b",
    r"\b(?:screaming|crying|yelling|shouting) for help\b|\bblood (?:all over|everywhere|on the floor|on the walls)\b",
    r"\b(?:can not|could not|can barely) breathe\b",
    r"\b(?:i am|we are|(?:he|she) is|they are|someone is|people are) trapped\b",
    rf"\b(?:he|she|they|{PERSON}|someone|somebody) (?:is|are|was)? ?(?:not breathing|unconscious|"
    rf"unresponsive|will not wake up|does not wake up|collapsed|turning blue|having a seizure)\b",
    r"\b(?:having|had|think i am having) an? (?:heart attack|stroke|seizure|anaphylactic|severe allergic)\b(?!.{0,80}\b(?:"
    r"flying|flight|back home|going home|fly home|home tonight|abroad|is stable|recovering|in the hospital now)\b)",
    rf"\b(?:someone|somebody|he|she|they|{PERSON}) (?:is having|just had|has had|had|took|just took) an? "
    rf"(?:overdose|od)\b",
    r"\bbleeding (?:a lot|heavily|badly|out|everywhere|so much|and it will not stop)\b",
    r"\b(?:is|am|this is|having) an? (?:medical )?emergency (?:right now|now)\b|\bemergency right now\b",
    r"\b(?:waving|pointing|brandishing|holding|carrying|pulling out) (?:a|an|his|her|their|some) (?:\w+ )?(?:gun|guns|"
    r"knife|pistol|rifle|machete|weapon)\b(?! (?:safety|license|licence|course|class|club|range|collection)\b)",
    r"\b(?:please|someone|somebody|need to|need you to|help) call (?:911|112|999|an ambulance|the police)\b",
    r"\bhelp me (?:please )?(?:he|she|they|someone) (?:is|has)\b",
]
