-- Two client companies may share a display name: approving an outsider's registration request makes a new company
-- even when its name matches an existing one, because joining an existing company must be the provider admin's explicit
-- choice (by id), never a side effect of a name. Companies are identified by id; impersonation by a shared name asks
-- for the id instead of guessing, and self-service sign-up keeps refusing a name already taken (billing_signup).
drop index if exists companies_name_key;
