# inspector — en
