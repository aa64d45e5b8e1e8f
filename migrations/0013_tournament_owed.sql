-- What a tournament still owes its channel (issue 45), remembered in the database so
-- that a process dying, or Discord refusing a post, between a step and its message
-- loses the message for no one: each look of the bot posts what is owed and then
-- marks it, and finds in the channel one a dead process posted but never marked.

-- 1 once the round's announcement is out. A round is opened unannounced; the rounds
-- already there were announced by the code before this flag.
ALTER TABLE tournament_rounds ADD COLUMN announced INTEGER NOT NULL DEFAULT 0;
UPDATE tournament_rounds SET announced = 1;
CREATE INDEX tournament_rounds_unannounced ON tournament_rounds(tournament_id)
    WHERE announced = 0;

-- 1 once a finished or cancelled tournament's last message is out (the podium, the
-- sign-up message saying how it ended). Until now the sign-up message's id was that
-- mark, so a tournament whose sign-up message was never recorded never got its
-- podium: those that ended and forgot their message are done.
ALTER TABLE tournaments ADD COLUMN closed_out INTEGER NOT NULL DEFAULT 0;
UPDATE tournaments SET closed_out = 1
    WHERE status IN ('finished', 'cancelled') AND message_id IS NULL;
-- Only tournaments not closed out (those under way, and the few owing their end),
-- searched by status: the finished ones, ever more, are not in it.
CREATE INDEX tournaments_closing ON tournaments(status) WHERE closed_out = 0;
